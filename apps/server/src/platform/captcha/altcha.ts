import { createHash } from 'node:crypto'
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { CaptchaVerdict, CaptchaVerifier } from './verifier.ts'

/** Marks a solved challenge as used; false when it already was (shared by every server copy). */
export type ClaimOnce = (key: string, ttlMs: number) => boolean | Promise<boolean>

export type AltchaOptions = {
  hmacKey: string
  claimOnce: ClaimOnce
  /** PBKDF2 iterations per try and the range of the secret counter: the client's work. */
  cost?: number
  counter?: [min: number, max: number]
  /** How long a challenge may be solved and used. */
  ttlMs?: number
}

/** A few seconds of work in a browser, nothing for a server checking one solution. */
const DEFAULT_COST = 1_000
const DEFAULT_COUNTER: [number, number] = [5_000, 20_000]
const DEFAULT_TTL_MS = 5 * 60_000

/**
 * Self-hosted ALTCHA (proof of work, no third party, no cookies): the server signs a challenge,
 * the browser finds the counter, the `recaptcha` header carries base64 JSON of
 * `{challenge, solution}`. Each solved challenge is good for one call.
 */
export class AltchaCaptcha implements CaptchaVerifier {
  readonly provider = 'altcha'
  private readonly hmacSignatureSecret: string
  private readonly hmacKeySignatureSecret: string

  constructor(private readonly options: AltchaOptions) {
    this.hmacSignatureSecret = options.hmacKey
    this.hmacKeySignatureSecret = createHash('sha256').update(`key:${options.hmacKey}`).digest('hex')
  }

  /** A fresh challenge, as the ALTCHA widget fetches it. */
  challenge(now = Date.now()): Promise<Challenge> {
    const [min, max] = this.options.counter ?? DEFAULT_COUNTER
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: this.options.cost ?? DEFAULT_COST,
      counter: randomInt(min, max),
      deriveKey,
      expiresAt: new Date(now + (this.options.ttlMs ?? DEFAULT_TTL_MS)),
      hmacSignatureSecret: this.hmacSignatureSecret,
      hmacKeySignatureSecret: this.hmacKeySignatureSecret,
    })
  }

  async verify(token: string): Promise<CaptchaVerdict> {
    const payload = parsePayload(token)
    if (!payload)
      return { ok: false, reason: 'The captcha answer is malformed. Please solve the captcha again.' }
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.hmacSignatureSecret,
      hmacKeySignatureSecret: this.hmacKeySignatureSecret,
    }).catch(() => undefined)
    if (result?.expired) return { ok: false, reason: 'The captcha has expired. Please solve it again.' }
    if (!result?.verified)
      return { ok: false, reason: 'The captcha answer is wrong. Please solve the captcha again.' }
    const fresh = await this.options.claimOnce(
      `altcha:${payload.challenge.parameters.nonce}`,
      this.options.ttlMs ?? DEFAULT_TTL_MS,
    )
    if (!fresh) return { ok: false, reason: 'This captcha was already used. Please solve it again.' }
    return { ok: true }
  }
}

type Payload = { challenge: Challenge; solution: Parameters<typeof verifySolution>[0]['solution'] }

function parsePayload(token: string): Payload | undefined {
  if (token.length > 8192) return undefined
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
    const ok = value && typeof value === 'object' && value.challenge?.parameters?.nonce && value.solution
    return ok ? (value as Payload) : undefined
  } catch {
    return undefined
  }
}
