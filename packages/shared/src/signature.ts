import { DEFAULT_VERSION, signaturePlaintext } from './headers.ts'

/**
 * The signature header (spec 000 §7: `<os>|<time ms>|<version>` encrypted under the platform's
 * public key) in any runtime with WebCrypto: browsers, Node 20+, the e2e suite and the bench.
 * The server accepts three schemes, told apart by the header's prefix:
 *
 * - `x25519s.<base64>`: what this module sends. One X25519 agreement with the platform's key per
 *   client session (a fresh ephemeral key every SESSION_KEY_LIFETIME_MS); HKDF-SHA256 over the
 *   shared secret, salted with both public keys, gives an AES-256-GCM key; each header is that
 *   key's sealing of the text under a random 96-bit nonce: `ephemeral key ‖ nonce ‖ ciphertext ‖
 *   tag`. The server keeps the session's key, so a header costs it one AES-GCM opening, not a key
 *   agreement (docs/api.md §5).
 * - `x25519.<base64>`: a fresh ephemeral key per header, HKDF giving key and nonce (clients of
 *   November 2026); still accepted.
 * - bare base64: RSA-OAEP with SHA-256 under a 2048-bit key, the scheme clients shipped with;
 *   still accepted (docs/api.md says for how long).
 *
 * GET open/platform/keys publishes both keys: `data.<platform>` the RSA key,
 * `data.x25519.<platform>` the X25519 key, each an SPKI PEM.
 */
export const X25519_PREFIX = 'x25519.'
export const X25519_SESSION_PREFIX = 'x25519s.'
/** HKDF `info` of a session key: distinct from the per-header scheme's, so neither opens the other's. */
export const X25519_SESSION_INFO = 'KID signature session v1'
/** How long a client seals with one ephemeral key before it agrees a new one. */
export const SESSION_KEY_LIFETIME_MS = 10 * 60_000

/** HKDF `info` of the sealed header: a key made for anything else never opens one. */
export const X25519_INFO = 'KID signature header v1'
/** The AES-256-GCM key and the 96-bit nonce, drawn in that order from one HKDF output. */
export const X25519_KEY_BYTES = 32
export const X25519_NONCE_BYTES = 12
export const X25519_PUBLIC_BYTES = 32
export const AES_GCM_TAG_BYTES = 16

/** What GET open/platform/keys answers: each platform's RSA key, and under `x25519` its X25519 key. */
export type PublishedKeys = Record<'web' | 'android' | 'ios' | 'mobile', string> & {
  x25519?: Record<'web' | 'android' | 'ios' | 'mobile', string>
}

/** The keys of one platform as GET open/platform/keys gives them (SPKI PEM); x25519 is newer. */
export type PlatformPublicKeys = { rsa: string; x25519?: string }

// Named from the runtime's own crypto so this compiles without the DOM library (Node and browsers alike).
type Subtle = typeof globalThis.crypto.subtle
type Key = Awaited<ReturnType<Subtle['importKey']>>

/** The session a client seals with: its ephemeral public key and the AES key agreed from it. */
type SealingSession = { enc: Uint8Array; aesKey: Key; until: number }

export type SignatureKey =
  | { scheme: 'x25519'; publicKey: Key; raw: Uint8Array; session?: Promise<SealingSession> }
  | { scheme: 'rsa'; publicKey: Key }

export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '')
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Whether this runtime's WebCrypto has X25519 (Chrome 133, Firefox 130, Safari 17, Node 20). */
async function supportsX25519(subtle: Subtle): Promise<boolean> {
  try {
    await subtle.generateKey({ name: 'X25519' }, false, ['deriveBits'])
    return true
  } catch {
    return false
  }
}

/** The cheaper scheme when the platform publishes it and this runtime can use it, else RSA. */
export async function importSignatureKey(
  keys: PlatformPublicKeys,
  subtle: Subtle = globalThis.crypto.subtle,
): Promise<SignatureKey> {
  if (keys.x25519 && (await supportsX25519(subtle))) {
    const der = pemToDer(keys.x25519)
    const publicKey = await subtle.importKey('spki', der, { name: 'X25519' }, true, [])
    return { scheme: 'x25519', publicKey, raw: new Uint8Array(await subtle.exportKey('raw', publicKey)) }
  }
  const publicKey = await subtle.importKey(
    'spki',
    pemToDer(keys.rsa),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  )
  return { scheme: 'rsa', publicKey }
}

/** A fresh header for one request: every call encrypts anew, and the server takes each once. */
export async function signatureHeader(
  key: SignatureKey,
  os: string,
  version = DEFAULT_VERSION,
  timeMs = Date.now(),
  subtle: Subtle = globalThis.crypto.subtle,
): Promise<string> {
  const plaintext = new TextEncoder().encode(signaturePlaintext(os, timeMs, version))
  if (key.scheme === 'rsa')
    return toBase64(new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, key.publicKey, plaintext)))

  let session = await key.session
  if (!session || session.until <= Date.now()) {
    key.session = openSealingSession(key.publicKey, key.raw, subtle)
    // A failed agreement is forgotten, so the next header tries again.
    key.session.catch(() => {
      key.session = undefined
    })
    session = await key.session
  }
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(X25519_NONCE_BYTES))
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, session.aesKey, plaintext))
  const header = new Uint8Array(session.enc.length + iv.length + sealed.length)
  header.set(session.enc)
  header.set(iv, session.enc.length)
  header.set(sealed, session.enc.length + iv.length)
  return X25519_SESSION_PREFIX + toBase64(header)
}

/** A new ephemeral key pair, agreed with the platform's key into the session's AES-256-GCM key. */
async function openSealingSession(
  platformKey: Key,
  platformRaw: Uint8Array,
  subtle: Subtle,
): Promise<SealingSession> {
  const until = Date.now() + SESSION_KEY_LIFETIME_MS
  const ephemeral = (await subtle.generateKey({ name: 'X25519' }, true, ['deriveBits'])) as {
    publicKey: Key
    privateKey: Key
  }
  const shared = await subtle.deriveBits({ name: 'X25519', public: platformKey }, ephemeral.privateKey, 256)
  const enc = new Uint8Array(await subtle.exportKey('raw', ephemeral.publicKey))
  const hkdfKey = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveBits'])
  const okm = await subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: sealSalt(enc, platformRaw),
      info: new TextEncoder().encode(X25519_SESSION_INFO),
    },
    hkdfKey,
    X25519_KEY_BYTES * 8,
  )
  const aesKey = await subtle.importKey('raw', okm, 'AES-GCM', false, ['encrypt'])
  return { enc, aesKey, until }
}

/**
 * HKDF's salt: the ephemeral public key, then the platform's. Binding both means a header made
 * for one platform's key never opens under another's, and that a re-spelled ephemeral key (X25519
 * ignores the top bit) derives a different key, so a replay cannot hide behind another spelling.
 */
export function sealSalt(ephemeralPublic: Uint8Array, platformPublic: Uint8Array): Uint8Array<ArrayBuffer> {
  const salt = new Uint8Array(ephemeralPublic.length + platformPublic.length)
  salt.set(ephemeralPublic)
  salt.set(platformPublic, ephemeralPublic.length)
  return salt
}
