import { X } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from './cn.ts'
import { useReturnFocus } from './useReturnFocus.ts'

export type DrawerProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  hideTitle?: boolean
  children: ReactNode
  className?: string
  /** Extra controls in the drawer's head, left of the close button. */
  actions?: ReactNode
}

/** A right-hand slide-in panel (wallet card, MENU). Radix locks page scrolling while it is open. */
export function Drawer({ open, onOpenChange, title, hideTitle, children, className, actions }: DrawerProps) {
  const returnFocus = useReturnFocus(open)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[3000] animate-fade-in bg-ink-950/50" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          className={cn(
            'fixed inset-y-0 right-0 z-[3000] flex w-full max-w-[400px] flex-col bg-surface shadow-pop animate-sheet-in focus:outline-none',
            className,
          )}
        >
          <div className="flex h-16 shrink-0 items-center gap-2 border-b border-line px-5">
            <RadixDialog.Title
              className={cn('flex-1 text-base font-bold tracking-wide', hideTitle && 'sr-only')}
            >
              {title}
            </RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
            {hideTitle && <div className="flex-1" />}
            {actions}
            <RadixDialog.Close
              aria-label="Close"
              className="inline-flex size-9 items-center justify-center rounded-full text-fg-muted hover:bg-ink-900/6 hover:text-fg"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
