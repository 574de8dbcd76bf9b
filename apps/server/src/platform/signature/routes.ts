import { ok } from '@kid/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { PlatformKeys } from './keys.ts'

/**
 * The public keys clients encrypt the signature header with; callable unsigned (it bootstraps
 * signing). Each platform's RSA key keeps its place for clients that read only that; the X25519
 * keys of the sealed header sit under `x25519`.
 */
export function platformKeyRoutes(app: FastifyInstance, keys: PlatformKeys): void {
  const body = ok({
    web: keys.web.publicPem,
    android: keys.android.publicPem,
    ios: keys.ios.publicPem,
    mobile: keys.mobile.publicPem,
    x25519: {
      web: keys.web.x25519.publicPem,
      android: keys.android.x25519.publicPem,
      ios: keys.ios.x25519.publicPem,
      mobile: keys.mobile.x25519.publicPem,
    },
  })
  // The same bytes for every caller, so serialized once: the most called of all (it starts every client).
  // A Buffer, not a string: Node neither measures nor encodes its 2.7 KB again on each answer.
  const json = Buffer.from(JSON.stringify(body), 'utf8')
  // Synchronous and returning nothing: an async handler costs a promise, and the reply it resolves
  // to is a thenable Fastify waits on again, where here the answer is already sent.
  app.get('/api/accountservice/open/platform/keys', { config: { signature: false } }, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(json)
  })
}
