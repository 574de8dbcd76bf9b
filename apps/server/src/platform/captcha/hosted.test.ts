import { describe, expect, it } from 'vitest'
import { HostedCaptcha, SITEVERIFY_URL } from './hosted.ts'

/** A stand-in for the provider's siteverify API: records each call and answers what the test says. */
function siteverify(answer: object | Error) {
  const calls: { url: string; form: URLSearchParams }[] = []
  const fetchDouble = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), form: init?.body as URLSearchParams })
    if (answer instanceof Error) throw answer
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { calls, fetchDouble }
}

describe('hosted captcha (siteverify)', () => {
  it('posts secret, token and client IP to Turnstile and accepts its success', async () => {
    const { calls, fetchDouble } = siteverify({ success: true })
    const captcha = new HostedCaptcha({
      provider: 'turnstile',
      siteKey: 'site',
      secret: 's3cret',
      fetch: fetchDouble,
    })
    expect(await captcha.verify('token-1', '192.0.2.1')).toEqual({ ok: true })
    expect(calls[0]?.url).toBe(SITEVERIFY_URL.turnstile)
    expect(Object.fromEntries(calls[0]?.form ?? [])).toEqual({
      secret: 's3cret',
      response: 'token-1',
      remoteip: '192.0.2.1',
    })
  })

  it('sends the site key to hCaptcha, and explains a refused or reused token', async () => {
    const { calls, fetchDouble } = siteverify({
      success: false,
      'error-codes': ['invalid-or-already-seen-response'],
    })
    const captcha = new HostedCaptcha({
      provider: 'hcaptcha',
      siteKey: 'site',
      secret: 's3cret',
      fetch: fetchDouble,
    })
    expect(await captcha.verify('token-2', '192.0.2.2')).toEqual({
      ok: false,
      reason: 'The captcha answer is wrong. Please solve the captcha again.',
    })
    expect(calls[0]?.url).toBe(SITEVERIFY_URL.hcaptcha)
    expect(calls[0]?.form.get('sitekey')).toBe('site')
    const dup = siteverify({ success: false, 'error-codes': ['timeout-or-duplicate'] })
    const turnstile = new HostedCaptcha({
      provider: 'turnstile',
      siteKey: 's',
      secret: 'x',
      fetch: dup.fetchDouble,
    })
    expect((await turnstile.verify('t', '192.0.2.3')).ok).toBe(false)
  })

  it('fails closed when the provider cannot be reached', async () => {
    const { fetchDouble } = siteverify(new Error('ECONNREFUSED'))
    const captcha = new HostedCaptcha({
      provider: 'turnstile',
      siteKey: 's',
      secret: 'x',
      fetch: fetchDouble,
    })
    expect(await captcha.verify('token', '192.0.2.4')).toEqual({
      ok: false,
      reason: 'The captcha could not be checked right now. Please try again.',
    })
  })
})
