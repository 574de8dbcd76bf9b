import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

/** The header of an in-process call (`app.inject` from the page loaders); never sent over a socket. */
const HEADER = 'x-kid-internal'

/**
 * Born with the process and never written anywhere: only code running in this process can put it
 * on a request, so a caller from outside cannot pass for an internal one.
 */
const SECRET = randomBytes(32)
const ENCODED = SECRET.toString('base64')

/** The header that lets an in-process call skip the RSA signature; hand it only to `app.inject`. */
export function internalCallHeader(): Record<string, string> {
  return { [HEADER]: ENCODED }
}

/**
 * Whether the request carries this process's secret. The header is removed either way, so no
 * handler or log down the line ever sees it.
 */
export function takeInternalCall(headers: IncomingHttpHeaders): boolean {
  const value = headers[HEADER]
  if (value === undefined) return false
  delete headers[HEADER]
  if (typeof value !== 'string') return false
  const sent = Buffer.from(value, 'base64')
  return sent.length === SECRET.length && timingSafeEqual(sent, SECRET)
}
