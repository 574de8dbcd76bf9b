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
}: {
  name: string
  coverUrl: string | null
  className?: string
  lazy?: boolean
}) {
  return (
    <div
      className={cn(
        'grid place-items-center overflow-hidden border-4 border-surface bg-brand-50 font-bold text-brand-700',
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
