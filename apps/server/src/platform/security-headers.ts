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
  const https = publicUrl.startsWith('https:')
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    reply.header('x-frame-options', 'DENY')
    reply.header('content-security-policy', RESOURCE_CSP)
    if (https) reply.header('strict-transport-security', HSTS)
  })
}
