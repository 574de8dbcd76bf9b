import { Camera, Loader2 } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../../../ui/cn.ts'
import { ImageFileInput } from '../../account/profile/ImageFileInput.tsx'
import { useImageUpload } from '../../account/profile/useImageUpload.ts'

/**
 * Change banner / Change avatar on the owner's profile: a picture chosen from disk is uploaded
 * (open/upload) and saved at once, so the page shows it as visitors will.
 */
export function ProfileImageButton({
  label,
  field,
  save,
  round,
}: {
  label: string
  field: 'bannerimageurl' | 'headimgurl'
  save: (body: { bannerimageurl: string } | { headimgurl: string }) => Promise<void>
  /** The avatar's: an icon in a circle, the label read aloud only. */
  round?: boolean
}) {
  const { busy, pick } = useImageUpload((url) =>
    save(field === 'bannerimageurl' ? { bannerimageurl: url } : { headimgurl: url }),
  )
  const Icon = busy ? Loader2 : Camera
  const id = useId()
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-center gap-2 bg-ink-950/70 text-sm font-semibold text-white shadow-card backdrop-blur-sm hover:bg-ink-950/85 focus-within:ring-3 focus-within:ring-brand-500/60',
        round ? 'size-9 justify-center rounded-full' : 'h-9 rounded-full px-3.5',
      )}
    >
      <Icon className={cn('size-4', busy && 'animate-spin')} aria-hidden="true" />
      <span className={cn(round && 'sr-only')}>{label}</span>
      <ImageFileInput id={id} label={label} busy={busy} onPick={pick} />
    </label>
  )
}
