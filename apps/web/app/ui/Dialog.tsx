import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from './cn.ts'
import { ModalClose, ModalFrame } from './ModalFrame.tsx'

export type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** Hide the visible title; it stays the dialog's accessible name. */
  hideTitle?: boolean
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  className?: string
  /** Show the close (X) button; defaults to true. */
  closable?: boolean
  /** Close on a click or focus outside (ModalFrame); defaults to true. */
  dismissOutside?: boolean
}

/** The generic dialog: a centred Radix dialog (z-index 3000, spec 000 §9), scroll locked while open. */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  children,
  footer,
  className,
  closable = true,
  dismissOutside,
}: DialogProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      dismissOutside={dismissOutside}
      overlayClassName="bg-ink-950/60 backdrop-blur-sm"
      className={cn(
        'fixed top-1/2 left-1/2 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
        'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-surface p-6 shadow-pop animate-pop-in',
        className,
      )}
    >
      <RadixDialog.Title
        className={cn('pr-8 text-lg font-bold tracking-tight text-fg', hideTitle && 'sr-only')}
      >
        {title}
      </RadixDialog.Title>
      {description ? (
        <RadixDialog.Description className="mt-2 text-sm leading-6 text-fg-muted">
          {description}
        </RadixDialog.Description>
      ) : (
        <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
      )}
      {children && <div className="mt-4">{children}</div>}
      {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
      {closable && <ModalClose className="absolute top-4 right-4" />}
    </ModalFrame>
  )
}
