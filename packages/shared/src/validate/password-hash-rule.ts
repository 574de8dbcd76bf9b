/**
 * The password as it travels (spec 000 §5: "passwords are hashed on the client before
 * sending"): lowercase hex SHA-256 of the UTF-8 bytes. WebCrypto's crypto.subtle exists
 * in browsers and in Node 20 alike, so both sides compute the same digest with no
 * dependency. The server treats this digest as the password and stores its own slow
 * hash of it; the digest alone is never stored.
 */
// The rule as plain functions, for the pages (no zod); password-hash.ts adds the calls' schemas.

export const PASSWORD_HASH_PATTERN = /^[0-9a-f]{64}$/
/** Ours: only a broken client sends anything else. */
export const PASSWORD_HASH_INVALID = 'Password must be sent as its SHA-256 hex digest.'

export async function hashPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function isPasswordHash(value: string): boolean {
  return PASSWORD_HASH_PATTERN.test(value)
}
