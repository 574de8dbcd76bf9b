/**
 * Every response code the API answers with. The spec's codes (000 §8, §9) keep their
 * meaning exactly; the generic failure codes below them are ours and are documented in
 * docs/api.md. Failures keep HTTP 200 except authentication (HTTP 401).
 */
export const Code = {
  /** Success (spec 000 §9). */
  SUCCESS: 1511200,
  /** Alternative success for wallet bind and unbind (spec 000 §9). */
  WALLET_BIND_SUCCESS: 1511452,
  /** The client IP is in a limited range: go to /iplimit with the current path. */
  IP_LIMIT: 1511461,
  /** Authentication failed: token missing, expired or revoked. */
  UNAUTHORIZED: 1511504,
  /** Blacklisted account, device and IP. */
  BLACKLIST_ACCOUNT: 1511541,
  BLACKLIST_DEVICE: 1511542,
  BLACKLIST_IP: 1511543,
  /** The server asks for a captcha; 1511722 also shows the server message as an error. */
  CAPTCHA_REQUIRED: 1511721,
  CAPTCHA_FAILED: 1511722,

  /** Ours: input failed validation (malformed JSON, wrong types, missing fields). */
  BAD_REQUEST: 1511400,
  /** Ours: the request signature header is missing, undecryptable, stale or replayed. */
  BAD_SIGNATURE: 1511403,
  /**
   * Ours: a state-changing call signed in by the session cookie came from another site (its Origin
   * or Referer is not this site's): refused, so another site cannot act with a member's cookie.
   */
  CROSS_SITE: 1511406,
  /** Ours: no such API path or resource. */
  NOT_FOUND: 1511404,
  /** Ours: the uploaded body is larger than allowed. */
  PAYLOAD_TOO_LARGE: 1511413,
  /** Ours: the upload's content is not an accepted image or video. */
  UNSUPPORTED_MEDIA: 1511415,
  /** Ours: too many requests from this client. */
  RATE_LIMITED: 1511429,
  /**
   * Ours: a third-party sign-in (open/auto) needs an e-mail the provider did not vouch for: go to
   * /bind/email?openid=...&registertype=... to collect it and verify it with a code.
   */
  OAUTH_EMAIL_REQUIRED: 1511471,
  /** Ours: a service outside the platform that the call needs (a market-data provider) cannot answer now. */
  UNAVAILABLE: 1511503,
  /** Ours: an unexpected fault on the server (never for bad input). */
  SERVER_ERROR: 1511500,
} as const

export type CodeName = keyof typeof Code
export type ResponseCode = (typeof Code)[CodeName]

/** Codes that mean the call succeeded. */
export function isSuccess(code: number): boolean {
  return code === Code.SUCCESS || code === Code.WALLET_BIND_SUCCESS
}

export type Blacklist = 'account' | 'device' | 'ip'

/** The blacklist screen's type for a blacklist code, or undefined for any other code. */
export function blacklistOf(code: number): Blacklist | undefined {
  if (code === Code.BLACKLIST_ACCOUNT) return 'account'
  if (code === Code.BLACKLIST_DEVICE) return 'device'
  if (code === Code.BLACKLIST_IP) return 'ip'
  return undefined
}
