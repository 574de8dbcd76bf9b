import { describe, expect, it } from 'vitest'
import { codeDigits, isCompleteCode, resendSecondsLeft, verificationCodeSchema } from './code.ts'

describe('verification code', () => {
  it.each([
    ['123', false],
    ['1234', true],
    ['0000', true],
    ['12345', false],
    ['12a4', false],
    ['１２３４', false],
  ])('%j complete: %s', (code, complete) => {
    expect(isCompleteCode(code)).toBe(complete)
    expect(verificationCodeSchema.safeParse(code).success).toBe(complete)
  })
  it('keeps at most 4 digits of typed or pasted text', () => {
    expect(codeDigits('12 34 56')).toBe('1234')
    expect(codeDigits('a1b')).toBe('1')
  })
  it('counts the 60 s resend cooldown down to 0', () => {
    const sentAt = 1_000_000
    expect(resendSecondsLeft(sentAt, sentAt)).toBe(60)
    expect(resendSecondsLeft(sentAt, sentAt + 1)).toBe(60)
    expect(resendSecondsLeft(sentAt, sentAt + 59_000)).toBe(1)
    expect(resendSecondsLeft(sentAt, sentAt + 59_999)).toBe(1)
    expect(resendSecondsLeft(sentAt, sentAt + 60_000)).toBe(0)
  })
})
