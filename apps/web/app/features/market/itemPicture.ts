import { pairedThumbnails, thumbnailPath } from '@kid/shared/market/thumbnails'

/** An item picture's `src`, and the `srcSet` the browser picks from by the shown size when there is a choice. */
export type PictureSources = { src: string; srcSet?: string }

/** A card's picture: its thumbnails (the media itself for an image that has none). */
export function cardPicture(media: string, thumbnail: string): PictureSources {
  const paired = pairedThumbnails(thumbnail)
  if (!paired) return { src: thumbnail || media }
  return { src: paired[300], srcSet: `${paired[300]} 300w, ${paired[600]} 600w` }
}

/**
 * The original's width is not kept with the item. Browsers weigh neighbouring candidates' widths,
 * so the original is given a typical upload's: the 600 px copy serves a phone up to about 2x and a
 * desktop at 1x, the original anything sharper.
 */
const ORIGINAL_WIDTH = 1200

/**
 * The item page's picture: the original, with the thumbnails for smaller screens when they are this
 * very file's (uploaded with it, so the same `yyyy/mm/<sha256>`).
 */
export function fullPicture(media: string, thumbnail: string): PictureSources {
  const base = media.slice(0, media.lastIndexOf('.'))
  const { srcSet } = thumbnail === thumbnailPath(base, 300) ? cardPicture(media, thumbnail) : {}
  return srcSet ? { src: media, srcSet: `${srcSet}, ${media} ${ORIGINAL_WIDTH}w` } : { src: media }
}
