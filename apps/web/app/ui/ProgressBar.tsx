import { useEffect, useRef, useState } from 'react'
import { useNavigation } from 'react-router'
import { nextProgress, PROGRESS } from '../lib/progress.ts'

/** The thin top bar while a navigation loads: shown after 200 ms, ticking every 100 ms, gone 500 ms after. */
export function ProgressBar() {
  const busy = useNavigation().state !== 'idle'
  const [value, setValue] = useState<number | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (busy) {
      let tick: ReturnType<typeof setInterval> | undefined
      const start = setTimeout(() => {
        started.current = true
        setValue(0.08)
        tick = setInterval(() => setValue((v) => nextProgress(v ?? 0)), PROGRESS.tick)
      }, PROGRESS.throttle)
      return () => {
        clearTimeout(start)
        if (tick) clearInterval(tick)
      }
    }
    if (!started.current) return
    started.current = false
    setValue(1)
    const hide = setTimeout(() => setValue(null), PROGRESS.hideAfter)
    return () => clearTimeout(hide)
  }, [busy])

  if (value === null) return null
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      className="pointer-events-none fixed inset-x-0 top-0 z-[6000] h-0.5"
    >
      <div
        className="h-full bg-gradient-to-r from-brand-500 via-accent-500 to-cyan-400 shadow-[0_0_8px_var(--color-brand-400)] transition-[width] duration-100 ease-linear"
        style={{
          width: `${value * 100}%`,
          opacity: value >= 1 ? 0 : 1,
          transition: 'width 100ms linear, opacity 400ms ease 100ms',
        }}
      />
    </div>
  )
}
