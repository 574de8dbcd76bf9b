import { Code } from '@kid/shared/codes'
import type { AppLoadContext } from 'react-router'
import { ApiError } from '../../../lib/api/client.ts'
import type { Query, Reader } from './reader.ts'

/**
 * The reader of loaders (SSR and client navigations both run them on the server): the server's
 * in-process API (`context.api`), which carries the visitor's session (their HttpOnly cookie, read
 * by the server), so a page's first paint shows
 * exactly what the API answers that visitor — same routes, checks and limits, counted for the
 * visitor's IP — without an HTTP round trip or an RSA signature per call.
 */
export function serverReader(context?: AppLoadContext): Reader {
  return {
    async get<T>(path: string, query?: Query): Promise<T> {
      // Loaders only ever run inside the KID server, which always provides it.
      if (!context?.api) throw new Error('serverReader: the load context has no api')
      const { status, body } = await context.api(path, { query })
      const envelope = body as { code?: number; msg?: string; data?: T } | undefined
      if (envelope?.code !== Code.SUCCESS)
        throw new ApiError(envelope?.msg ?? 'Error', envelope?.code, status)
      return envelope.data as T
    },
  }
}
