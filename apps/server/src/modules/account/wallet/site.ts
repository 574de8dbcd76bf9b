import type { FastifyRequest } from 'fastify'
import type { Config } from '../../../platform/config/config.ts'
import { siteOrigin } from '../../../platform/site-origin.ts'

/**
 * The host a sign-in message must name (EIP-4361 `domain`): the site's own (platform/site-origin),
 * so a message a phishing site collected for its own domain — even one that proxies our API under
 * its Host header — is refused.
 */
export function signInDomain(
  config: Pick<Config, 'publicUrl' | 'production'>,
  request: FastifyRequest,
): string {
  return new URL(siteOrigin(config, request)).host
}
