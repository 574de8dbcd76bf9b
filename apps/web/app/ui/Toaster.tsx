import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { Toast } from 'radix-ui'
import { useStore } from '../lib/createStore.ts'
import { toast, toastStore } from '../lib/toast.ts'
import { cn } from './cn.ts'

const icons = { success: CircleCheck, error: CircleAlert, info: Info }

/** Renders the toast queue with Radix Toast (default 3000 ms). */
export function Toaster() {
  const items = useStore(toastStore, [])
  return (
    <Toast.Provider swipeDirection="up" label="Notification">
      {items.map((item) => {
        const Icon = icons[item.kind]
        return (
          <Toast.Root
            key={item.id}
            duration={item.duration}
            type={item.kind === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) toast.dismiss(item.id)
            }}
            className={cn(
              'pointer-events-auto flex w-full items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-pop animate-pop-in',
              'bg-ink-900 text-white',
            )}
            data-kind={item.kind}
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
            <Toast.Description className="flex-1">{item.message}</Toast.Description>
            <Toast.Close aria-label="Dismiss" className="rounded-full p-1 text-white/70 hover:text-white">
              <X className="size-4" aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        )
      })}
      <Toast.Viewport className="pointer-events-none fixed top-4 left-1/2 z-[5000] flex w-[min(420px,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-2 outline-none" />
    </Toast.Provider>
  )
}
