import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useStore } from '../lib/createStore.ts'
import { type ToastItem, toast, toastStore } from '../lib/toast.ts'
import { cn } from './cn.ts'

const icons = { success: CircleCheck, error: CircleAlert, info: Info }

/**
 * The toast queue (default 3000 ms). Two live regions stay in the page from the first paint, so a
 * screen reader announces each toast as it is added: errors assertively, the rest politely. Ours,
 * not Radix Toast: that one brought 13 KB of gzip script to every page's first load.
 */
export function Toaster() {
  const items = useStore(toastStore, [])
  const list = (kind: 'errors' | 'others') => (
    <div
      role="status"
      aria-live={kind === 'errors' ? 'assertive' : 'polite'}
      aria-label={kind === 'errors' ? 'Errors' : 'Notifications'}
      className="flex flex-col gap-2 empty:hidden"
    >
      {items
        .filter((item) => (item.kind === 'error') === (kind === 'errors'))
        .map((item) => (
          <Toast key={item.id} item={item} />
        ))}
    </div>
  )
  return (
    <div className="pointer-events-none fixed top-4 left-1/2 z-[5000] flex w-[min(420px,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-2">
      {list('errors')}
      {list('others')}
    </div>
  )
}

/** One toast: it leaves after its duration, waits while pointed at or focused, and Escape closes it. */
function Toast({ item }: { item: ToastItem }) {
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (held) return
    const timer = setTimeout(() => toast.dismiss(item.id), item.duration)
    return () => clearTimeout(timer)
  }, [held, item])
  const Icon = icons[item.kind]
  return (
    // A note, so pointing at or tabbing into one toast holds it; its text is what is announced.
    <div
      role="note"
      data-kind={item.kind}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') toast.dismiss(item.id)
      }}
      className="pointer-events-auto flex w-full items-center gap-3 rounded-xl bg-ink-900 px-4 py-3 text-sm font-medium text-white shadow-pop animate-pop-in"
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'size-5 shrink-0',
          item.kind === 'success' && 'text-emerald-400',
          item.kind === 'error' && 'text-rose-400',
          item.kind === 'info' && 'text-sky-300',
        )}
      />
      <p className="flex-1">{item.message}</p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => toast.dismiss(item.id)}
        className="rounded-full p-1 text-white/70 hover:text-white"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  )
}
