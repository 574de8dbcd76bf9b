import { useEffect, useRef, useState } from 'react'
import { splitDuration, spokenDuration } from '../market/item/countdown.ts'

/** '2d 04h 10m' or, in the last hour, '09m 41s'. */
function shortDuration(ms: number): string {
  const { days, hours, minutes, seconds } = splitDuration(ms)
  const two = (n: number) => String(n).padStart(2, '0')
  if (days > 0) return `${days}d ${two(hours)}h ${two(minutes)}m`
  if (hours > 0) return `${hours}h ${two(minutes)}m ${two(seconds)}s`
  return `${two(minutes)}m ${two(seconds)}s`
}

/**
 * Time until `at` (unix seconds), ticking each second in the browser; the server renders dashes,
 * since its "now" is stale by the time the page is read. At zero it calls `onDone` once.
 */
export function Countdown({ at, label, onDone }: { at: number; label: string; onDone?: () => void }) {
  const [now, setNow] = useState<number>()
  useEffect(() => {
    const tick = () => setNow(Date.now())
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [])
  const left = now === undefined ? undefined : at * 1000 - now
  const done = left !== undefined && left <= 0
  const told = useRef(false)
  const latest = useRef(onDone)
  latest.current = onDone
  useEffect(() => {
    // Once: a page that reads itself again at zero must not do so at every tick after.
    if (!done || told.current) return
    told.current = true
    latest.current?.()
  }, [done])
  return (
    <span
      role="timer"
      aria-label={left === undefined ? label : `${label} in ${spokenDuration(Math.max(0, left))}`}
      className="tabular-nums"
    >
      <span aria-hidden="true">
        {label} in {left === undefined ? '--' : shortDuration(Math.max(0, left))}
      </span>
    </span>
  )
}
