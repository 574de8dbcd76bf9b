import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { useState } from 'react'
import { type ToastItem, toast } from '../lib/toast.ts'
import { cn } from './cn.ts'
import { useToastTimer } from './Toaster.tsx'

const icons = { success: CircleCheck, error: CircleAlert, info: Info }

/** One toast: it leaves after its duration, waits while pointed at or focused, and Escape closes it. */
export function Toast({ item }: { item: ToastItem }) {
  const [held, setHeld] = useState(false)
  useToastTimer(item, held)
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
