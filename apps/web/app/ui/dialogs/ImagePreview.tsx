import { X } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import { useReturnFocus } from '../useReturnFocus.ts'

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
  const returnFocus = useReturnFocus(src !== null)
  return (
    <RadixDialog.Root open={src !== null} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[3000] animate-fade-in bg-ink-950/90" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-[3000] flex items-center justify-center p-6 focus:outline-none"
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
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
