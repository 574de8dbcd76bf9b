/**
 * An uploaded image gets WebP thumbnails 300 px wide (spec 001 §9) and 600 px wide (the same card
 * on a 2x screen), stored beside it as `<sha256>.thumb<width>.webp` so either is found from the
 * other. Uploads made before the 600 px copy existed have one thumbnail, `<sha256>.thumb.webp`.
 */
export const THUMBNAIL_WIDTHS = [300, 600] as const
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number]

/** The thumbnail of `base` (a storage key or URL without its extension) at this width. */
export function thumbnailPath(base: string, width: ThumbnailWidth): string {
  return `${base}.thumb${width}.webp`
}

const SMALL = thumbnailPath('', 300)

/**
 * Both thumbnails when `thumbnailUrl` is a 300 px one, which always has its 600 px copy; null for
 * older thumbnails and any other URL, which are shown as they are.
 */
export function pairedThumbnails(thumbnailUrl: string): Record<ThumbnailWidth, string> | null {
  if (!thumbnailUrl.endsWith(SMALL)) return null
  const base = thumbnailUrl.slice(0, -SMALL.length)
  return { 300: thumbnailUrl, 600: thumbnailPath(base, 600) }
}

/** An upload's own address: `…/<sha256>.<ext>` of a still picture (an animated GIF keeps its motion). */
const STILL_UPLOAD = /\/[0-9a-f]{64}\.(?:png|jpe?g|webp)$/i

/**
 * The thumbnails beside a picture uploaded to KID (banners, covers, avatars), for a `srcset` that
 * fetches 300 or 600 px instead of the full upload; null for any other address. An upload made
 * before the 600 px copies existed lacks them: the image falls back to the original on error.
 */
export function uploadThumbnails(url: string): Record<ThumbnailWidth, string> | null {
  if (!STILL_UPLOAD.test(url)) return null
  const base = url.slice(0, url.lastIndexOf('.'))
  return { 300: thumbnailPath(base, 300), 600: thumbnailPath(base, 600) }
}
