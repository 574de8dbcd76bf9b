import {
  DEFAULT_VERSION,
  Header,
  PLATFORMS,
  type Platform,
  tokenFromAuthorization,
} from '@kid/shared/headers'
import type { FastifyRequest } from 'fastify'
import { tokenFromCookie } from './session-cookie.ts'

/** The spec's request headers (000 §7), parsed once per API request. */
export type RequestContext = {
  /** The os header as sent (lower-cased); 'web' when absent. */
  os: string
  /** Whose signature key the caller uses: the os when it names a platform, else 'web'. */
  platform: Platform
  lang: string
  /** App version, default 1.0.0. */
  version: string
  /** Offset from UTC in hours, when sent and numeric. */
  timezone: number | undefined
  signature: string | undefined
  /** The session token: from Authorization (raw or `Bearer x`, native apps), else the browser's cookie. */
  token: string | undefined
  /** Where the token came from: a cookie is sent by the browser on its own, so it needs the CSRF check. */
  tokenFrom: 'authorization' | 'cookie' | undefined
  device: string | undefined
  /** True inside the native app (embedded: 1). */
  embedded: boolean
  language: string
  recaptcha: string | undefined
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Parsed headers; set on every /api route before any other hook. */
    ctx: RequestContext
  }
}

type Headers = FastifyRequest['headers']

function one(headers: Headers, name: string): string | undefined {
  const value = headers[name]
  const text = Array.isArray(value) ? value[0] : value
  return text?.trim() || undefined
}

const isPlatform = (os: string): os is Platform => (PLATFORMS as readonly string[]).includes(os)

export function parseContext(headers: Headers): RequestContext {
  const os = one(headers, Header.os)?.toLowerCase() ?? 'web'
  const timezone = Number(one(headers, Header.timezone) ?? Number.NaN)
  const fromHeader = tokenFromAuthorization(one(headers, Header.authorization))
  const token = fromHeader ?? tokenFromCookie(headers.cookie)
  return {
    os,
    platform: isPlatform(os) ? os : 'web',
    lang: one(headers, Header.lang) ?? 'en',
    version: one(headers, Header.version) ?? DEFAULT_VERSION,
    timezone: Number.isFinite(timezone) ? timezone : undefined,
    signature: one(headers, Header.signature),
    token,
    tokenFrom: fromHeader ? 'authorization' : token ? 'cookie' : undefined,
    device: one(headers, Header.device),
    embedded: one(headers, Header.embedded) === '1',
    language: one(headers, Header.language) ?? 'en',
    recaptcha: one(headers, Header.recaptcha),
  }
}
