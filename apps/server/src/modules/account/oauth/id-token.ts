import { createPublicKey, type JsonWebKey, type KeyObject, verify } from 'node:crypto'

/** The OpenID Connect claims we use from an id_token. */
export type IdTokenClaims = {
  iss: string
  sub: string
  aud: string | string[]
  exp: number
  iat?: number
  nonce?: string
  email?: string
  /** Google sends a boolean, Apple the strings "true"/"false". */
  email_verified?: boolean | string
}

export type IdTokenCheck = {
  /** Accepted `iss` values (Google uses two spellings). */
  issuers: string[]
  audience: string
  jwksUrl: string
  /** The nonce sent in the authorization request. */
  nonce: string
  now?: Date
}

export class IdTokenError extends Error {
  override name = 'IdTokenError'
}

const ALGORITHMS: Record<string, { hash: string; ec: boolean }> = {
  RS256: { hash: 'sha256', ec: false },
  ES256: { hash: 'sha256', ec: true },
}
const SKEW_S = 60
const JWKS_TTL_MS = 3600_000
const jwksCache = new Map<string, { keys: Map<string, KeyObject>; fetchedAt: number }>()

/**
 * Verifies an id_token as OpenID Connect Core §3.1.3.7 asks: signature by a key of the issuer's
 * JWKS, issuer, audience, expiry and our nonce. The token came straight from the token endpoint
 * over TLS, but checking the signature too costs little and keeps a proxy or bug from forging one.
 */
export async function verifyIdToken(token: string, check: IdTokenCheck): Promise<IdTokenClaims> {
  const [headerPart, payloadPart, signaturePart] = token.split('.')
  if (!headerPart || !payloadPart || !signaturePart) throw new IdTokenError('malformed id_token')
  const header = decodePart(headerPart) as { alg?: string; kid?: string }
  const alg = ALGORITHMS[header.alg ?? '']
  if (!alg) throw new IdTokenError(`unsupported id_token algorithm ${header.alg}`)
  const key = await keyFor(check.jwksUrl, header.kid)
  const valid = verify(
    alg.hash,
    Buffer.from(`${headerPart}.${payloadPart}`),
    alg.ec ? { key, dsaEncoding: 'ieee-p1363' } : key,
    Buffer.from(signaturePart, 'base64url'),
  )
  if (!valid) throw new IdTokenError('id_token signature is not valid')

  const claims = decodePart(payloadPart) as IdTokenClaims
  const now = Math.floor((check.now ?? new Date()).getTime() / 1000)
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!check.issuers.includes(claims.iss))
    throw new IdTokenError(`id_token issuer ${claims.iss} is not expected`)
  if (!audiences.includes(check.audience)) throw new IdTokenError('id_token is for another client')
  if (typeof claims.exp !== 'number' || claims.exp + SKEW_S < now)
    throw new IdTokenError('id_token has expired')
  if (claims.nonce !== check.nonce) throw new IdTokenError('id_token nonce does not match')
  if (typeof claims.sub !== 'string' || !claims.sub) throw new IdTokenError('id_token has no subject')
  return claims
}

function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    throw new IdTokenError('malformed id_token')
  }
}

/** The issuer's key by id; the JWKS is fetched again when stale or when it lacks the id (key rotation). */
async function keyFor(jwksUrl: string, kid: string | undefined): Promise<KeyObject> {
  let cached = jwksCache.get(jwksUrl)
  const find = () => (kid ? cached?.keys.get(kid) : cached?.keys.values().next().value)
  if (!cached || Date.now() - cached.fetchedAt > JWKS_TTL_MS || !find()) {
    cached = { keys: await fetchJwks(jwksUrl), fetchedAt: Date.now() }
    jwksCache.set(jwksUrl, cached)
  }
  const key = find()
  if (!key) throw new IdTokenError('id_token key is not in the issuer JWKS')
  return key
}

async function fetchJwks(url: string): Promise<Map<string, KeyObject>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new IdTokenError(`JWKS ${url} answered ${response.status}`)
  const { keys } = (await response.json()) as { keys?: (JsonWebKey & { kid?: string; use?: string })[] }
  const map = new Map<string, KeyObject>()
  for (const jwk of keys ?? []) {
    if (jwk.use && jwk.use !== 'sig') continue
    map.set(jwk.kid ?? '', createPublicKey({ key: jwk, format: 'jwk' }))
  }
  return map
}
