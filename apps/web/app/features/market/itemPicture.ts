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
 * The original's width is not kept with the item, so it is described as a typical upload's. The
 * value matters (Chromium takes the smaller candidate while the geometric mean of the two densities
 * reaches the screen's): with 1200, a 341 px phone picture takes the 600 px copy up to 2.5x and a
 * 590 px desktop one up to 1.4x, the original beyond.
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
