import { X } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import type { CSSProperties, ReactNode } from 'react'
import { cn } from './cn.ts'
import { useReturnFocus } from './useReturnFocus.ts'

export type ModalFrameProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The overlay's tint (and blur); it always covers the whole page. */
  overlayClassName: string
  /** Where the content sits and how it looks. */
  className: string
  /** Spec 000 §9 puts modals at 3000; the captcha opens above them. */
  zIndex?: number
  style?: CSSProperties
  /**
   * Whether a click or focus outside closes it (the default). A question that must be answered —
   * a wallet's signature — says no: only its buttons, the X and Escape close it.
   */
  dismissOutside?: boolean
  children: ReactNode
}

/**
 * What every modal surface shares (dialog, drawer, image preview, captcha): a Radix dialog in a
 * portal over the page, scroll locked while open, the focus given back to the opener on close.
 */
export function ModalFrame({
  open,
  onOpenChange,
  overlayClassName,
  className,
  zIndex = 3000,
  style,
  dismissOutside = true,
  children,
}: ModalFrameProps) {
  const returnFocus = useReturnFocus(open)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          style={{ zIndex }}
          className={cn('fixed inset-0 animate-fade-in', overlayClassName)}
        />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          onInteractOutside={dismissOutside ? undefined : (event) => event.preventDefault()}
          style={{ zIndex, ...style }}
          className={cn('focus:outline-none', className)}
        >
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** The round X that closes the modal it is in; `className` places it. */
export function ModalClose({ className, label = 'Close' }: { className?: string; label?: string }) {
  return (
    <RadixDialog.Close
      aria-label={label}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full text-fg-muted hover:bg-ink-900/6 hover:text-fg',
        className,
      )}
    >
      <X className="size-5" aria-hidden="true" />
    </RadixDialog.Close>
  )
}
