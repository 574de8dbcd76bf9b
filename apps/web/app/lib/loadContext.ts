import type { PublicConfig } from '@kid/shared/public-config'

/**
 * One API call made inside the server for a loader; the server's `InternalApi` (platform/web-api.ts).
 * It carries the visitor's session itself (their HttpOnly cookie): loaders never see the token.
 */
export type LoadContextApi = (
  path: string,
  options?: { query?: Record<string, string | number | undefined> },
) => Promise<{ status: number; body: unknown }>

/** The load context the Fastify server passes to React Router's request handler. */
declare module 'react-router' {
  interface AppLoadContext {
    clientIp?: string
    requestId?: string
    /** What every page may know about the platform (chain, captcha, sign-in providers). */
    publicConfig?: PublicConfig
    /** The API as the visitor sees it, called in-process: no socket, no RSA signature. */
    api?: LoadContextApi
    /** This response's Content-Security-Policy nonce, for every inline script (entry.server.tsx). */
    cspNonce?: string
  }
}
