/**
 * Shortening of addresses, hashes and other long ids for display (spec 000 §9,
 * 001 §9). The separator is three ASCII dots, '...', the same ellipsis the spec uses
 * for page metadata, so copied text and tests never depend on the '…' character.
 * Texts of 12 characters or fewer are shown whole by every shortener here: cutting
 * them would save at most one character and hide part of the value.
 */

export const ELLIPSIS = '...'
/** Up to this length a text is shown whole. */
export const SHORTEN_MIN_LENGTH = 12

function shorten(text: string, head: number, tail: number): string {
  if (text.length <= SHORTEN_MIN_LENGTH) return text
  return `${text.slice(0, head)}${ELLIPSIS}${text.slice(-tail)}`
}

/** First 8 and last 4: '0x1234567890abcdef1234567890abcdef1234abcd' is '0x123456...abcd'. */
export function shortenAddress(address: string): string {
  return shorten(address, 8, 4)
}

/** Transaction and other hashes: first 6 and last 4, '0xabcd...7890'. */
export function shortenHash(hash: string): string {
  return shorten(hash, 6, 4)
}

/** The one place that keeps only the head: the first 8 characters then '...' (001 §9). */
export function shortenHead(text: string): string {
  if (text.length <= SHORTEN_MIN_LENGTH) return text
  return `${text.slice(0, 8)}${ELLIPSIS}`
}
