import type { PublicConfig } from '@kid/shared/public-config'

/** The load context the Fastify server passes to React Router's request handler. */
declare module 'react-router' {
  interface AppLoadContext {
    clientIp?: string
    requestId?: string
    /** What every page may know about the platform (chain, captcha, sign-in providers). */
    publicConfig?: PublicConfig
  }
}
