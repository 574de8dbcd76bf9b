import { ImagePlus, Loader2 } from 'lucide-react'
import { type ChangeEvent, useId, useState } from 'react'
import { cn } from '../../ui/cn.ts'
import { catalogWrites, type UploadedMedia } from './api/writes.ts'

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif,video/mp4,video/webm,video/quicktime'

/** Picks an image or video, uploads it at once (open/upload) and previews what was stored. */
export function MediaPicker({
  value,
  onChange,
}: {
  value: UploadedMedia | null
  onChange: (m: UploadedMedia) => void
}) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setBusy(true)
    try {
      onChange(await catalogWrites.upload(file))
    } catch {
      // the API client already showed the server's message
    } finally {
      setBusy(false)
    }
  }
  const video = value?.type.startsWith('video/')
  return (
    <div>
      <label
        htmlFor={id}
        className={cn(
          'group relative flex aspect-square w-full max-w-sm cursor-pointer items-center justify-center overflow-hidden rounded-2xl border-2 border-dashed border-line-strong bg-canvas transition hover:border-brand-400',
          'focus-within:outline-2 focus-within:outline-brand-500',
        )}
      >
        {value &&
          (video ? (
            <video src={value.url} muted loop autoPlay playsInline className="size-full object-cover" />
          ) : (
            <img src={value.url} alt="Preview of the uploaded file" className="size-full object-cover" />
          ))}
        <span
          className={cn(
            'absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-sm font-semibold',
            value
              ? 'bg-ink-950/0 text-white opacity-0 group-hover:bg-ink-950/45 group-hover:opacity-100'
              : 'text-fg-muted',
          )}
        >
          {busy ? (
            <Loader2 className="size-6 animate-spin" aria-hidden="true" />
          ) : (
            <ImagePlus className="size-6" aria-hidden="true" />
          )}
          {busy ? 'Uploading…' : value ? 'Replace file' : 'Upload an image or video'}
          {!value && (
            <span className="font-normal">
              JPEG, PNG, GIF, WebP, AVIF up to 10 MB; MP4, WebM, MOV up to 100 MB
            </span>
          )}
        </span>
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          onChange={pick}
          className="sr-only"
          disabled={busy}
          aria-label="Media file"
        />
      </label>
    </div>
  )
}
