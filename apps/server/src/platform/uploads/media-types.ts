/** What each upload endpoint accepts, judged by content (magic bytes), never by name. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
}
export const VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
}

export type MediaKind = 'image' | 'video'

export function kindOf(mime: string): MediaKind | undefined {
  if (mime in IMAGE_TYPES) return 'image'
  if (mime in VIDEO_TYPES) return 'video'
  return undefined
}

export const extensionOf = (mime: string) => IMAGE_TYPES[mime] ?? VIDEO_TYPES[mime]
