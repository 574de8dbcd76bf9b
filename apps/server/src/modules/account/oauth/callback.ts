import { randomBytes } from 'node:crypto'
import type { AuthErrorCode } from '@kid/shared/account/auth-errors'
import { type OAuthProvider, REGISTER_TYPE } from '@kid/shared/account/user'
import { generateCodeVerifier, generateState } from 'arctic'
import type { Db } from '../../../platform/db/database.ts'
import { type Flow, sameState } from './flow-cookie.ts'
import { savePending } from './pending.ts'
import type { ProviderClient } from './providers.ts'

/** Where the provider sends the browser back to: fixed per provider, registered with it. */
export const callbackUrl = (origin: string, provider: OAuthProvider) =>
  `${origin}/api/accountservice/open/oauth/${provider}/callback`

/** A new flow: state, PKCE verifier and OpenID nonce, plus the page to return to after sign-in. */
export function newFlow(redirectUri: string): Flow {
  return {
    state: generateState(),
    codeVerifier: generateCodeVerifier(),
    nonce: randomBytes(24).toString('base64url'),
    redirectUri,
  }
}

export type CallbackParams = {
  code?: string | undefined
  state?: string | undefined
  error?: string | undefined
}

/** A sign-in that ends on /auth with one of the known error codes (never free text). */
export class CallbackError extends Error {
  override name = 'CallbackError'
  constructor(readonly code: AuthErrorCode) {
    super(`OAuth sign-in failed: ${code}`)
  }
}

/**
 * The provider's answer, checked against the browser's flow, exchanged for the identity and
 * stored as a pending sign-in. Returns the /auth page URL that finishes it (the web page then
 * calls open/auto with the openid handle).
 */
export async function finishCallback(
  db: Db,
  provider: OAuthProvider,
  client: ProviderClient,
  params: CallbackParams,
  flow: Flow | undefined,
  redirectUri: string,
): Promise<string> {
  // The provider's own error text is not passed on: /auth shows only the texts of known codes.
  if (params.error) throw new CallbackError(params.error === 'access_denied' ? 'cancelled' : 'refused')
  if (!flow || !params.state || !sameState(flow.state, params.state)) throw new CallbackError('expired')
  if (!params.code) throw new CallbackError('incomplete')
  const identity = await client.identify(params.code, flow, redirectUri)
  const openid = await savePending(db, provider, identity)
  return authPage(provider, flow.redirectUri, { openid })
}

/** The web page /auth (spec 000 §2.2) with the outcome of a provider sign-in. */
export function authPage(
  provider: OAuthProvider,
  redirectUri: string,
  outcome: { openid: string } | { error: AuthErrorCode },
) {
  const query = new URLSearchParams({ registertype: String(REGISTER_TYPE[provider]), ...outcome })
  if (redirectUri) query.set('redirectUri', redirectUri)
  return `/auth?${query}`
}
