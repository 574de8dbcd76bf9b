import type { FastifyRequest } from 'fastify'
import type { Config } from '../../platform/config/config.ts'

/** The site's origin for links that leave it (token URIs, metadata media): PUBLIC_URL, else the request's. */
export function originOf(
  config: Pick<Config, 'publicUrl'>,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  return config.publicUrl || `${request.protocol}://${request.host}`
}
