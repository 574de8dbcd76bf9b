const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** The 6-character `login` marker added to login redirects (spec 000 §4, §8). */
export function randomMarker(length = 6): string {
  const bytes = new Uint8Array(length)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')
}
