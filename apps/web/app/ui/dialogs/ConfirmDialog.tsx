import type { ReactNode } from 'react'
import { Button } from '../Button.tsx'
import { Dialog } from '../Dialog.tsx'

export type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title?: string
  text: ReactNode
  confirmText?: string
  cancelText?: string
  onConfirm: () => void
  busy?: boolean
}

/** Confirm dialog: optional title, a text, confirm and cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  onConfirm,
  busy,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? 'Please confirm'}
      hideTitle={!title}
      closable={false}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelText}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {confirmText}
          </Button>
        </>
      }
    >
      <div className="text-sm leading-6 text-fg-muted">{text}</div>
    </Dialog>
  )
}
