import { DEFAULT_VERSION, Header } from '@kid/shared/headers'

export type HeaderInput = {
  signature: string
  embedded: boolean
  recaptcha?: string
  device: string
  /** `Date.prototype.getTimezoneOffset()`: minutes behind UTC. */
  timezoneOffsetMinutes: number
}

/**
 * Every request header of spec 000 §7 for the web client, but Authorization: the browser sends the
 * session as its HttpOnly cookie, which no script on the page can read (docs/api.md §6).
 */
export function buildHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    [Header.os]: 'web',
    [Header.lang]: 'en',
    [Header.version]: DEFAULT_VERSION,
    [Header.timezone]: String(-input.timezoneOffsetMinutes / 60),
    [Header.signature]: input.signature,
    [Header.device]: input.device,
    [Header.embedded]: input.embedded ? '1' : '0',
    [Header.language]: 'en',
    [Header.recaptcha]: input.recaptcha ?? '',
  }
  return headers
}
