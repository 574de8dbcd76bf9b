import { X } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import { ModalFrame } from '../ModalFrame.tsx'

/** Full-screen image preview; closes on Escape, the close button or a click outside. */
export function ImagePreview({
  src,
  alt,
  onOpenChange,
}: {
  src: string | null
  alt: string
  onOpenChange: (open: boolean) => void
}) {
  return (
    <ModalFrame
      open={src !== null}
      onOpenChange={onOpenChange}
      overlayClassName="bg-ink-950/90"
      className="fixed inset-0 flex items-center justify-center p-6"
    >
      <RadixDialog.Title className="sr-only">Image preview</RadixDialog.Title>
      <RadixDialog.Description className="sr-only">{alt}</RadixDialog.Description>
      {src && (
        <img src={src} alt={alt} className="max-h-full max-w-full rounded-lg object-contain shadow-pop" />
      )}
      <RadixDialog.Close
        aria-label="Close preview"
        className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
      >
        <X className="size-6" aria-hidden="true" />
      </RadixDialog.Close>
    </ModalFrame>
  )
}
