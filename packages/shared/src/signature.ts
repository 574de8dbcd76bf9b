import { DEFAULT_VERSION, signaturePlaintext } from './headers.ts'

/**
 * The signature header in any JavaScript runtime with WebCrypto (browsers, Node 20+): RSA-OAEP
 * with SHA-256 of `<os>|<time ms>|<version>` under the platform's public key (SPKI PEM from
 * GET /api/accountservice/open/platform/keys), as base64. Used by the web client; the server
 * tests check that the server accepts it.
 */
export type SignatureKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>

export async function importSignatureKey(spkiPem: string): Promise<SignatureKey> {
  const base64 = spkiPem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '')
  const der = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  return crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt'])
}

export async function signatureHeader(
  key: SignatureKey,
  os: string,
  version = DEFAULT_VERSION,
  timeMs = Date.now(),
): Promise<string> {
  const plaintext = new TextEncoder().encode(signaturePlaintext(os, timeMs, version))
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, plaintext))
  let binary = ''
  for (const byte of cipher) binary += String.fromCharCode(byte)
  return btoa(binary)
}
