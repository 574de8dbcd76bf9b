import type { ItemView } from '@kid/shared/market/views'
import { cn } from '../../ui/cn.ts'

/**
 * An item's picture beside its name in a selling list (the name says what it is, so the picture is
 * decorative): the thumbnail, or the media itself for an image that has none. `className` sizes it.
 */
export function ItemThumb({
  item,
  className,
}: {
  item: Pick<ItemView, 'thumbnailUrl' | 'mediaUrl'>
  className: string
}) {
  return <img src={item.thumbnailUrl || item.mediaUrl} alt="" className={cn('object-cover', className)} />
}
