import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, it } from 'vitest'
import { MemoryReplayGuard } from '../signature/replay.ts'
import { AltchaCaptcha } from './altcha.ts'

const replay = new MemoryReplayGuard()
const easy = { cost: 1, counter: [1, 50] as [number, number], claimOnce: (k: string) => replay.claim(k) }
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64')

async function solved(captcha: AltchaCaptcha) {
  const challenge = await captcha.challenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  return { challenge, solution }
}

describe('ALTCHA', () => {
  it('accepts a solved challenge once', async () => {
    const captcha = new AltchaCaptcha({ hmacKey: 'k'.repeat(64), ...easy })
    const token = encode(await solved(captcha))
    expect(await captcha.verify(token)).toEqual({ ok: true })
    expect(await captcha.verify(token)).toEqual({
      ok: false,
      reason: 'This captcha was already used. Please solve it again.',
    })
  })

  it('refuses a challenge signed with another key, a wrong solution and garbage', async () => {
    const ours = new AltchaCaptcha({ hmacKey: 'k'.repeat(64), ...easy })
    const theirs = new AltchaCaptcha({ hmacKey: 'z'.repeat(64), ...easy })
    expect((await ours.verify(encode(await solved(theirs)))).ok).toBe(false)
    const { challenge, solution } = await solved(ours)
    // The derived key is the proof of work: one not found by the work does not pass.
    const forged = `${solution?.derivedKey.startsWith('0') ? '1' : '0'}${solution?.derivedKey.slice(1)}`
    const wrong = { challenge, solution: { ...solution, derivedKey: forged } }
    expect((await ours.verify(encode(wrong))).ok).toBe(false)
    expect(await ours.verify('not base64 json')).toEqual({
      ok: false,
      reason: 'The captcha answer is malformed. Please solve the captcha again.',
    })
  })

  it('refuses an expired challenge', async () => {
    const captcha = new AltchaCaptcha({ hmacKey: 'k'.repeat(64), ...easy, ttlMs: 1_000 })
    const challenge = await captcha.challenge(Date.now() - 60_000)
    const solution = await solveChallenge({ challenge, deriveKey })
    expect(await captcha.verify(encode({ challenge, solution }))).toEqual({
      ok: false,
      reason: 'The captcha has expired. Please solve it again.',
    })
  })
})
