import type { FastifyRequest } from 'fastify'
import type { Config } from './config/config.ts'

/** Host names a development server also answers as itself, besides PUBLIC_URL's. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

type SiteConfig = Pick<Config, 'publicUrl' | 'production'>

/**
 * Whether a Host header names this site. In production only PUBLIC_URL's host does; in development
 * also the loopback names (any port), so a browser at 127.0.0.1 and one at localhost both work. A
 * Host a client made up never counts: a phishing site proxying our API must not become "the site".
 */
export function isSiteHost(config: SiteConfig, host: string): boolean {
  if (host === new URL(config.publicUrl).host) return true
  if (config.production) return false
  const hostname = host.replace(/:\d+$/, '').toLowerCase()
  return LOCAL_HOSTNAMES.has(hostname)
}

/**
 * The origin a request reached the site at, for what must match the browser's own address
 * (EIP-4361 sign-in domain, OAuth redirect, SSR request URLs): PUBLIC_URL in production, and in
 * development the request's origin only when its host is one of the site's. Links that leave the
 * site (mail, token URIs) use `config.publicUrl` itself.
 */
export function siteOrigin(config: SiteConfig, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  if (config.production || !isSiteHost(config, request.host)) return config.publicUrl
  return `${request.protocol}://${request.host}`
}
