import type { FastifyInstance } from 'fastify'
import { RESOURCE_CSP } from './csp.ts'

/** Two years, subdomains included: the HSTS preload list's minimum. */
const HSTS = 'max-age=63072000; includeSubDomains'

/** Browser features no page of ours uses: no frame or script on the site may ask for them. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()'

/**
 * The browser security headers of every response (pages replace the CSP with their own, web.ts):
 * no MIME sniffing, the origin only as referrer to other sites, no powerful features, no framing,
 * and HSTS when the site is served over HTTPS (PUBLIC_URL https).
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  // The same headers on every response: listed once at start. The hook is synchronous (done):
  // an async one costs every request a promise and a turn of the microtask queue.
  const headers: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
    ['x-frame-options', 'DENY'],
    ['content-security-policy', RESOURCE_CSP],
    ...(publicUrl.startsWith('https:') ? [['strict-transport-security', HSTS] as [string, string]] : []),
  ]
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value)
    done()
  })
}
