import { timingSafeEqual } from 'node:crypto'
import type { OAuthProvider } from '@kid/shared/account/user'
import { z } from 'zod'
import type { FlowSecrets } from './providers.ts'

/** Only the OAuth routes receive the cookie. */
export const FLOW_COOKIE_PATH = '/api/accountservice/open/oauth'
/** A sign-in at the provider must finish within 10 minutes. */
export const FLOW_TTL_S = 600

/** What the browser keeps between start and callback: the request's secrets and where to go after. */
export type Flow = FlowSecrets & { redirectUri: string }

const flowSchema = z.object({
  state: z.string().min(16).max(128),
  codeVerifier: z.string().min(16).max(128),
  nonce: z.string().min(16).max(128),
  redirectUri: z.string().max(2048),
})

const nameOf = (provider: OAuthProvider) => `kid_oauth_${provider}`

/**
 * The Set-Cookie value of a flow: httpOnly (no script reads the verifier), path-scoped to the OAuth
 * routes, 10 minutes. It ties the callback to the browser that started the sign-in: a callback
 * link sent to someone else carries a state their browser has no cookie for (login CSRF). It needs
 * neither signing nor encryption: it only holds this browser's own random values, and the callback
 * accepts it only when its state equals the one the provider sends back. Apple posts the callback
 * from its own site, which only a SameSite=None (and so Secure) cookie survives.
 */
export function flowCookie(
  provider: OAuthProvider,
  flow: Flow,
  options: { secure: boolean; crossSite: boolean },
): string {
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url')
  return [
    `${nameOf(provider)}=${value}`,
    `Path=${FLOW_COOKIE_PATH}`,
    `Max-Age=${FLOW_TTL_S}`,
    'HttpOnly',
    options.crossSite ? 'SameSite=None' : 'SameSite=Lax',
    ...(options.secure || options.crossSite ? ['Secure'] : []),
  ].join('; ')
}

export function clearFlowCookie(provider: OAuthProvider): string {
  return `${nameOf(provider)}=; Path=${FLOW_COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`
}

/** The flow of this provider in a Cookie header, when there is a well-formed one. */
export function readFlowCookie(cookieHeader: string | undefined, provider: OAuthProvider): Flow | undefined {
  const prefix = `${nameOf(provider)}=`
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
  if (!raw) return undefined
  try {
    const parsed = flowSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export function sameState(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
