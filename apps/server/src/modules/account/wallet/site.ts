import type { FastifyRequest } from 'fastify'
import type { Config } from '../../../platform/config/config.ts'

/**
 * The host a sign-in message must name (EIP-4361 `domain`): PUBLIC_URL's when set, so a phishing
 * site proxying our API under its own Host cannot get its messages accepted; only without it
 * (development) the Host the request came to.
 */
export function signInDomain(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ? new URL(config.publicUrl).host : request.host
}
