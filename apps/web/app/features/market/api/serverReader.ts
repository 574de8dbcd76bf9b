import { Code } from '@kid/shared/codes'
import type { AppLoadContext } from 'react-router'
import { ApiError } from '../../../lib/api/client.ts'
import { buildHeaders } from '../../../lib/api/headers.ts'
import { createSigner, PLATFORM_KEYS_PATH } from '../../../lib/api/signature.ts'
import { CookieName, parseCookieHeader } from '../../../lib/cookies.ts'
import type { Query, Reader } from './reader.ts'

/** One signer per origin: the web key is fetched once, then every call is signed as the browser does. */
const signers = new Map<string, () => Promise<string>>()

function signerFor(origin: string): () => Promise<string> {
  let signer = signers.get(origin)
  if (!signer) {
    signer = createSigner({
      fetchPublicKey: async () => {
        const response = await fetch(`${origin}${PLATFORM_KEYS_PATH}`, { headers: { os: 'web' } })
        const body = (await response.json()) as { data?: { web?: unknown } }
        if (typeof body.data?.web !== 'string') throw new Error('no web public key')
        return body.data.web
      },
    })
    signers.set(origin, signer)
  }
  return signer
}

function urlOf(origin: string, path: string, query: Query = {}): string {
  const url = new URL(path, origin)
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(key, String(value))
  return url.toString()
}

/**
 * The reader of loaders (SSR and client navigations both run them on the server): a real
 * HTTP call to the same server, signed like the browser's and carrying the visitor's session
 * token, so a page's first paint shows exactly what the API answers that visitor. The
 * visitor's IP goes along as x-real-ip; the server believes it only from a trusted proxy
 * (TRUST_PROXY=loopback), otherwise these calls count against the server's own address.
 */
export function serverReader(request: Request, context?: AppLoadContext): Reader {
  const origin = new URL(request.url).origin
  const token = parseCookieHeader(request.headers.get('Cookie'))[CookieName.token]
  return {
    async get<T>(path: string, query?: Query): Promise<T> {
      const headers = buildHeaders({
        signature: await signerFor(origin)(),
        token: token || undefined,
        embedded: false,
        device: 'ssr',
        timezoneOffsetMinutes: 0,
      })
      if (context?.clientIp) headers['x-real-ip'] = context.clientIp
      const response = await fetch(urlOf(origin, path, query), { headers })
      const body = (await response.json().catch(() => undefined)) as
        | { code?: number; msg?: string; data?: T }
        | undefined
      if (body?.code !== Code.SUCCESS) throw new ApiError(body?.msg ?? 'Error', body?.code, response.status)
      return body.data as T
    },
  }
}
