import { createHmac, createPrivateKey } from 'node:crypto'
import type { OAuthProvider } from '@kid/shared/account/user'
import { Apple, CodeChallengeMethod, Discord, Facebook, OAuth2Client, Twitter } from 'arctic'
import type { Config } from '../../../platform/config/config.ts'
import { verifyIdToken } from './id-token.ts'
import { type OidcEndpoints, oidcEndpoints } from './oidc-discovery.ts'

/** Who the provider says signed in. `emailVerified` only when the provider vouches for the address. */
export type ProviderIdentity = { subject: string; email: string | undefined; emailVerified: boolean }

/** The secrets of one authorization request, kept in the browser's flow cookie until the callback. */
export type FlowSecrets = { state: string; codeVerifier: string; nonce: string }

export type ProviderClient = {
  /** Apple answers with a cross-site POST (response_mode=form_post) when it is asked for name or email. */
  formPost: boolean
  authorizationUrl(flow: FlowSecrets, redirectUri: string): Promise<URL>
  /** Exchanges the code (arctic) and reads the identity: id_token claims, or the provider's user endpoint. */
  identify(code: string, flow: FlowSecrets, redirectUri: string): Promise<ProviderIdentity>
}

const GOOGLE: OidcEndpoints = {
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  jwks: 'https://www.googleapis.com/oauth2/v3/certs',
}
const APPLE_ISSUER = 'https://appleid.apple.com'
const APPLE_JWKS = 'https://appleid.apple.com/auth/keys'

/** The configured providers' clients (spec 000 §7: email and profile scopes, Apple also name). */
export function providerClients(
  config: Pick<Config, 'oauth'>,
): Partial<Record<OAuthProvider, ProviderClient>> {
  const { google, facebook, apple, twitter, discord } = config.oauth
  return {
    ...(google ? { google: googleClient(google.clientId, google.clientSecret, google.issuer) } : {}),
    ...(facebook ? { facebook: facebookClient(facebook.clientId, facebook.clientSecret) } : {}),
    ...(apple ? { apple: appleClient(apple) } : {}),
    ...(twitter ? { twitter: twitterClient(twitter.clientId, twitter.clientSecret) } : {}),
    ...(discord ? { discord: discordClient(discord.clientId, discord.clientSecret) } : {}),
  }
}

/** Google, or any OpenID provider named by `issuer` (tests point it at a local oidc-provider). */
function googleClient(clientId: string, clientSecret: string, issuer: string | undefined): ProviderClient {
  const endpoints = () => (issuer ? oidcEndpoints(issuer) : Promise.resolve(GOOGLE))
  return {
    formPost: false,
    async authorizationUrl(flow, redirectUri) {
      const client = new OAuth2Client(clientId, clientSecret, redirectUri)
      const { authorization } = await endpoints()
      const url = client.createAuthorizationURLWithPKCE(
        authorization,
        flow.state,
        CodeChallengeMethod.S256,
        flow.codeVerifier,
        ['openid', 'email', 'profile'],
      )
      url.searchParams.set('nonce', flow.nonce)
      return url
    },
    async identify(code, flow, redirectUri) {
      const ep = await endpoints()
      const tokens = await new OAuth2Client(clientId, clientSecret, redirectUri).validateAuthorizationCode(
        ep.token,
        code,
        flow.codeVerifier,
      )
      const claims = await verifyIdToken(tokens.idToken(), {
        issuers: ep.issuers,
        audience: clientId,
        jwksUrl: ep.jwks,
        nonce: flow.nonce,
      })
      return { subject: claims.sub, email: claims.email, emailVerified: isTrue(claims.email_verified) }
    },
  }
}

function appleClient(settings: {
  clientId: string
  teamId: string
  keyId: string
  privateKey: string
}): ProviderClient {
  const pkcs8 = new Uint8Array(createPrivateKey(settings.privateKey).export({ type: 'pkcs8', format: 'der' }))
  const client = (redirectUri: string) =>
    new Apple(settings.clientId, settings.teamId, settings.keyId, pkcs8, redirectUri)
  return {
    formPost: true,
    async authorizationUrl(flow, redirectUri) {
      const url = client(redirectUri).createAuthorizationURL(flow.state, ['name', 'email'])
      url.searchParams.set('response_mode', 'form_post')
      url.searchParams.set('nonce', flow.nonce)
      return url
    },
    async identify(code, flow, redirectUri) {
      const tokens = await client(redirectUri).validateAuthorizationCode(code)
      const claims = await verifyIdToken(tokens.idToken(), {
        issuers: [APPLE_ISSUER],
        audience: settings.clientId,
        jwksUrl: APPLE_JWKS,
        nonce: flow.nonce,
      })
      // Apple's private relay addresses are verified too: mail to them reaches the user.
      return { subject: claims.sub, email: claims.email, emailVerified: isTrue(claims.email_verified) }
    },
  }
}

function facebookClient(clientId: string, clientSecret: string): ProviderClient {
  return {
    formPost: false,
    async authorizationUrl(flow, redirectUri) {
      return new Facebook(clientId, clientSecret, redirectUri).createAuthorizationURL(flow.state, [
        'email',
        'public_profile',
      ])
    },
    async identify(code, _flow, redirectUri) {
      const accessToken = (
        await new Facebook(clientId, clientSecret, redirectUri).validateAuthorizationCode(code)
      ).accessToken()
      const proof = createHmac('sha256', clientSecret).update(accessToken).digest('hex')
      const me = await getJson<{ id: string; email?: string }>(
        `https://graph.facebook.com/v16.0/me?fields=id,email&appsecret_proof=${proof}`,
        accessToken,
      )
      // Facebook gives out only an address its owner has confirmed, so it counts as verified.
      return { subject: me.id, email: me.email, emailVerified: !!me.email }
    },
  }
}

function twitterClient(clientId: string, clientSecret: string): ProviderClient {
  return {
    formPost: false,
    async authorizationUrl(flow, redirectUri) {
      return new Twitter(clientId, clientSecret, redirectUri).createAuthorizationURL(
        flow.state,
        flow.codeVerifier,
        ['users.read', 'tweet.read', 'users.email'],
      )
    },
    async identify(code, flow, redirectUri) {
      const accessToken = (
        await new Twitter(clientId, clientSecret, redirectUri).validateAuthorizationCode(
          code,
          flow.codeVerifier,
        )
      ).accessToken()
      const { data } = await getJson<{ data: { id: string; confirmed_email?: string } }>(
        'https://api.x.com/2/users/me?user.fields=confirmed_email',
        accessToken,
      )
      return { subject: data.id, email: data.confirmed_email, emailVerified: !!data.confirmed_email }
    },
  }
}

function discordClient(clientId: string, clientSecret: string): ProviderClient {
  return {
    formPost: false,
    async authorizationUrl(flow, redirectUri) {
      return new Discord(clientId, clientSecret, redirectUri).createAuthorizationURL(
        flow.state,
        flow.codeVerifier,
        ['identify', 'email'],
      )
    },
    async identify(code, flow, redirectUri) {
      const accessToken = (
        await new Discord(clientId, clientSecret, redirectUri).validateAuthorizationCode(
          code,
          flow.codeVerifier,
        )
      ).accessToken()
      const me = await getJson<{ id: string; email?: string | null; verified?: boolean }>(
        'https://discord.com/api/v10/users/@me',
        accessToken,
      )
      return {
        subject: me.id,
        email: me.email ?? undefined,
        emailVerified: !!me.email && me.verified === true,
      }
    },
  }
}

const isTrue = (value: boolean | string | undefined) => value === true || value === 'true'

async function getJson<T>(url: string, accessToken: string): Promise<T> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`)
  return (await response.json()) as T
}
