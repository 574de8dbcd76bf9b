import type { CaptchaVerdict, CaptchaVerifier } from './verifier.ts'

/** The siteverify endpoints of the hosted providers (both take the same form fields). */
export const SITEVERIFY_URL = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const

export type HostedOptions = {
  provider: keyof typeof SITEVERIFY_URL
  siteKey: string
  secret: string
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch
  timeoutMs?: number
}

/**
 * Cloudflare Turnstile or hCaptcha: the widget's token is checked by the provider's siteverify API
 * (which also makes each token single-use). A provider that cannot be reached refuses the token:
 * a captcha that fails open would be no captcha.
 */
export class HostedCaptcha implements CaptchaVerifier {
  readonly provider: HostedOptions['provider']

  constructor(private readonly options: HostedOptions) {
    this.provider = options.provider
  }

  async verify(token: string, remoteIp: string): Promise<CaptchaVerdict> {
    if (token.length > 4096)
      return { ok: false, reason: 'The captcha answer is malformed. Please solve the captcha again.' }
    const form = new URLSearchParams({ secret: this.options.secret, response: token, remoteip: remoteIp })
    if (this.provider === 'hcaptcha') form.set('sitekey', this.options.siteKey)
    const doFetch = this.options.fetch ?? fetch
    try {
      const response = await doFetch(SITEVERIFY_URL[this.provider], {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      })
      const body = (await response.json()) as { success?: boolean; 'error-codes'?: string[] }
      if (body.success === true) return { ok: true }
      const codes = body['error-codes'] ?? []
      if (codes.some((c) => c.includes('timeout') || c.includes('duplicate') || c.includes('expired')))
        return { ok: false, reason: 'The captcha has expired or was already used. Please solve it again.' }
      return { ok: false, reason: 'The captcha answer is wrong. Please solve the captcha again.' }
    } catch {
      return { ok: false, reason: 'The captcha could not be checked right now. Please try again.' }
    }
  }
}
