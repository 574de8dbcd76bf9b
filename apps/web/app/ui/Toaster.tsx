import { useEffect } from 'react'
import { useStore } from '../lib/createStore.ts'
import { type ToastItem, toast, toastStore } from '../lib/toast.ts'
import { lazyPart } from './lazyPart.tsx'

/**
 * A toast's card (Toast.tsx: icons, hold on hover and focus, Escape) loads with the first toast,
 * not with every page. Should that fail (often the network is what the toast is about), the
 * message still shows, plainly, for its time.
 */
const Toast = lazyPart(() =>
  import('./Toast.tsx').then(
    (m) => m.Toast,
    () => PlainToast,
  ),
)

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

/** Dismisses the toast after its duration, unless held (pointed at or focused). */
export function useToastTimer(item: ToastItem, held: boolean) {
  useEffect(() => {
    if (held) return
    const timer = setTimeout(() => toast.dismiss(item.id), item.duration)
    return () => clearTimeout(timer)
  }, [held, item])
}

function PlainToast({ item }: { item: ToastItem }) {
  useToastTimer(item, false)
  return (
    <p
      role="note"
      className="pointer-events-auto rounded-xl bg-ink-900 px-4 py-3 text-sm font-medium text-white shadow-pop"
    >
      {item.message}
    </p>
  )
}
