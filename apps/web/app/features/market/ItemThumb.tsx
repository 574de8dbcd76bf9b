import type { ItemView } from '@kid/shared/market/views'
import { cn } from '../../ui/cn.ts'
import { LazyImage } from '../../ui/LazyImage.tsx'
import { cardPicture } from './itemPicture.ts'

/**
 * An item's picture beside its name in a selling list (the name says what it is, so the picture is
 * decorative): the thumbnail, or the media itself for an image that has none. `className` sizes it,
 * `sizes` says that width.
 */
export function ItemThumb({
  item,
  className,
  sizes,
}: {
  item: Pick<ItemView, 'thumbnailUrl' | 'mediaUrl'>
  className: string
  sizes: string
}) {
  const { src, srcSet } = cardPicture(item.mediaUrl, item.thumbnailUrl)
  return (
    <LazyImage src={src} srcSet={srcSet} sizes={sizes} alt="" className={cn('object-cover', className)} />
  )
}
