import { DEFAULT_VERSION, signaturePlaintext } from '@kid/shared/headers'

export const PLATFORM_KEYS_PATH = '/api/accountservice/open/platform/keys'

export type SignerDeps = {
  /** Resolves the web platform's public key (SPKI PEM). */
  fetchPublicKey: () => Promise<string>
  subtle?: SubtleCrypto
  now?: () => number
  version?: string
}

export function pemToDer(pem: string): ArrayBuffer {
  const body = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '')
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0))
  return bytes.buffer
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = ''
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The signature header of spec 000 §7: base64 of RSA-OAEP (SHA-256) over
 * `web|<Date.now()>|1.0.0`, fresh for every request. The key is fetched and imported
 * once; a failed fetch is forgotten so the next request tries again.
 */
export function createSigner(deps: SignerDeps): () => Promise<string> {
  const subtle = deps.subtle ?? globalThis.crypto.subtle
  const now = deps.now ?? Date.now
  const version = deps.version ?? DEFAULT_VERSION
  let key: Promise<CryptoKey> | undefined

  const loadKey = () => {
    key ??= deps
      .fetchPublicKey()
      .then((pem) =>
        subtle.importKey('spki', pemToDer(pem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']),
      )
    key.catch(() => {
      key = undefined
    })
    return key
  }

  return async () => {
    const publicKey = await loadKey()
    const plaintext = new TextEncoder().encode(signaturePlaintext('web', now(), version))
    return toBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, plaintext))
  }
}
