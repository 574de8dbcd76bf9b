/** The load context the Fastify server passes to React Router's request handler. */
declare module 'react-router' {
  interface AppLoadContext {
    clientIp?: string
    requestId?: string
  }
}

export {}
