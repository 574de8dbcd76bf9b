import type { ChangeEvent } from 'react'

/** The hidden file input inside a picture picker's label: images only, named for screen readers. */
export function ImageFileInput({
  id,
  label,
  busy,
  onPick,
}: {
  id?: string
  label: string
  busy: boolean
  onPick: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  return (
    <input
      id={id}
      type="file"
      accept="image/*"
      className="sr-only"
      onChange={onPick}
      disabled={busy}
      aria-label={label}
    />
  )
}
