/**
 * Page metadata (spec 000 §5, 001 §5): titles cut at 72 characters and descriptions
 * at 300, with '...'. The '...' counts inside the limit, so a cut title is exactly 72
 * characters: the limits exist because search engines and link previews truncate
 * beyond them, and a string that overshoots by three would be cut again, losing our
 * ellipsis. Lengths count code points, so an emoji is never split in half.
 */

export const TITLE_MAX_LENGTH = 72
export const DESCRIPTION_MAX_LENGTH = 300
const ELLIPSIS = '...'

/** `text` whole when it fits in `max` code points, else its head plus '...' in exactly `max`. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  return `${chars.slice(0, Math.max(0, max - ELLIPSIS.length)).join('')}${ELLIPSIS}`
}

/** A page title of at most 72 characters. Surrounding white space is dropped first. */
export function metaTitle(title: string): string {
  return cutText(title.trim(), TITLE_MAX_LENGTH)
}

/**
 * A page description of at most 300 characters. Runs of white space (line breaks of a
 * post body) become one space first: previews show a single line anyway.
 */
export function metaDescription(description: string): string {
  return cutText(description.replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX_LENGTH)
}
