import { ok } from '@kid/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { PlatformKeys } from './keys.ts'

/** The public keys clients encrypt the signature header with; callable unsigned (it bootstraps signing). */
export function platformKeyRoutes(app: FastifyInstance, keys: PlatformKeys): void {
  const body = ok({
    web: keys.web.publicPem,
    android: keys.android.publicPem,
    ios: keys.ios.publicPem,
    mobile: keys.mobile.publicPem,
  })
  app.get('/api/accountservice/open/platform/keys', { config: { signature: false } }, async () => body)
}
