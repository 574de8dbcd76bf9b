import { DEFAULT_VERSION } from '@kid/shared/headers'
import {
  importSignatureKey,
  type PublishedKeys,
  type SignatureKey,
  signatureHeader,
} from '@kid/shared/signature'

export const PLATFORM_KEYS_PATH = '/api/accountservice/open/platform/keys'

export type SignerDeps = {
  /** Resolves the keys the platform publishes (GET open/platform/keys). */
  fetchKeys: () => Promise<PublishedKeys>
  subtle?: SubtleCrypto
  now?: () => number
  version?: string
}

/**
 * The signature header of spec 000 §7 over `web|<Date.now()>|1.0.0`, fresh for every request:
 * sealed in an X25519 session where the browser has X25519 (one key agreement every ten minutes),
 * else RSA-OAEP (@kid/shared/signature). The keys are fetched and imported once; a failed fetch
 * is forgotten so the next request tries again.
 */
export function createSigner(deps: SignerDeps): () => Promise<string> {
  const subtle = deps.subtle ?? globalThis.crypto.subtle
  const now = deps.now ?? Date.now
  const version = deps.version ?? DEFAULT_VERSION
  let key: Promise<SignatureKey> | undefined

  const loadKey = () => {
    key ??= deps
      .fetchKeys()
      .then((keys) => importSignatureKey({ rsa: keys.web, x25519: keys.x25519?.web }, subtle))
    key.catch(() => {
      key = undefined
    })
    return key
  }

  return async () => signatureHeader(await loadKey(), 'web', version, now(), subtle)
}
