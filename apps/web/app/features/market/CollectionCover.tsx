import { cn } from '../../ui/cn.ts'
import { UploadImage } from '../../ui/UploadImage.tsx'

/**
 * A collection's square cover: its picture, or else the first letter of its name on the brand
 * tint, so a collection without artwork (every shared one, any new one) is never an empty box.
 */
export function CollectionCover({
  name,
  coverUrl,
  className,
  lazy = false,
  framed = true,
}: {
  name: string
  coverUrl: string | null
  className?: string
  lazy?: boolean
  /** The white frame that sets it off a banner; a small thumbnail in a list goes without. */
  framed?: boolean
}) {
  return (
    <div
      className={cn(
        'grid place-items-center overflow-hidden bg-brand-50 font-bold text-brand-700',
        framed && 'border-4 border-surface',
        className,
      )}
    >
      {coverUrl ? (
        <UploadImage
          src={coverUrl}
          sizes="128px"
          loading={lazy ? 'lazy' : undefined}
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '·'}</span>
      )}
    </div>
  )
}
