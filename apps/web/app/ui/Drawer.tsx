import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from './cn.ts'
import { ModalClose, ModalFrame } from './ModalFrame.tsx'

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
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName="bg-ink-950/50"
      className={cn(
        'fixed inset-y-0 right-0 flex w-full max-w-[400px] flex-col bg-surface shadow-pop animate-sheet-in',
        className,
      )}
    >
      <div className="flex h-16 shrink-0 items-center gap-2 border-b border-line px-5">
        <RadixDialog.Title className={cn('flex-1 text-base font-bold tracking-wide', hideTitle && 'sr-only')}>
          {title}
        </RadixDialog.Title>
        <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
        {hideTitle && <div className="flex-1" />}
        {actions}
        <ModalClose />
      </div>
      <div className="flex-1 overflow-y-auto">{children}</div>
    </ModalFrame>
  )
}
