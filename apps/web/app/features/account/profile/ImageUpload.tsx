import { Camera, Loader2 } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../../../ui/cn.ts'
import { ImageFileInput } from './ImageFileInput.tsx'
import { useImageUpload } from './useImageUpload.ts'

/** A picture chosen from disk and uploaded at once, shown in its frame (a collection's cover and banner). */
export function ImageUpload({
  label,
  value,
  onChange,
  shape,
}: {
  label: string
  value: string
  onChange: (url: string) => void
  shape: 'avatar' | 'banner'
}) {
  const id = useId()
  const { busy, pick } = useImageUpload(onChange)
  return (
    <label
      htmlFor={id}
      className={cn(
        'group relative block cursor-pointer overflow-hidden bg-gradient-to-br from-brand-100 via-brand-50 to-accent-400/20',
        shape === 'avatar'
          ? 'size-28 rounded-full border-4 border-surface shadow-card'
          : 'h-40 w-full rounded-2xl desk:h-52',
      )}
    >
      {value && <img src={value} alt="" className="size-full object-cover" />}
      <span className="absolute inset-0 flex items-center justify-center gap-2 bg-ink-950/0 text-sm font-semibold text-white opacity-0 transition group-hover:bg-ink-950/45 group-hover:opacity-100 group-focus-within:bg-ink-950/45 group-focus-within:opacity-100">
        {busy ? (
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Camera className="size-5" aria-hidden="true" />
        )}
        <span className={cn(shape === 'avatar' && 'sr-only')}>{label}</span>
      </span>
      <ImageFileInput id={id} label={label} busy={busy} onPick={pick} />
    </label>
  )
}
