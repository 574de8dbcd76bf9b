/** The endpoints of an OpenID provider that the sign-in uses. */
export type OidcEndpoints = { issuers: string[]; authorization: string; token: string; jwks: string }

const cache = new Map<string, Promise<OidcEndpoints>>()

/**
 * Reads `<issuer>/.well-known/openid-configuration` once per process (OpenID Connect Discovery
 * 1.0). A failed read is not cached, so the next sign-in tries again.
 */
export function oidcEndpoints(issuer: string): Promise<OidcEndpoints> {
  let endpoints = cache.get(issuer)
  if (!endpoints) {
    endpoints = discover(issuer)
    endpoints.catch(() => cache.delete(issuer))
    cache.set(issuer, endpoints)
  }
  return endpoints
}

async function discover(issuer: string): Promise<OidcEndpoints> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`OpenID discovery ${url} answered ${response.status}`)
  const doc = (await response.json()) as Record<string, unknown>
  const field = (name: string) => {
    const value = doc[name]
    if (typeof value !== 'string' || !value) throw new Error(`OpenID discovery ${url} has no ${name}`)
    return value
  }
  if (field('issuer') !== issuer) throw new Error(`OpenID discovery ${url} names another issuer`)
  return {
    issuers: [issuer],
    authorization: field('authorization_endpoint'),
    token: field('token_endpoint'),
    jwks: field('jwks_uri'),
  }
}
