import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export type TestAccount = { email?: string; email_verified?: boolean; name?: string }
export type OidcServer = { issuer: string; clientId: string; clientSecret: string; close(): Promise<void> }

/**
 * A real OpenID Connect provider (oidc-provider) on loopback with one confidential client, for
 * driving the whole sign-in over HTTP. Its development login form accepts any login name, which
 * becomes the subject; `accounts` gives those names their claims.
 */
export async function startOidcServer(
  redirectUri: string,
  accounts: Record<string, TestAccount>,
): Promise<OidcServer> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined
  const server = createServer((req, res) => handler?.(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'kid-web'
  const clientSecret = randomBytes(24).toString('hex')
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    async findAccount(_ctx, sub) {
      const account = accounts[sub]
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put the scopes' claims in the id_token, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
  })
  handler = provider.callback()
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
