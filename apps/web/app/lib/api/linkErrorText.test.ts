import { Code } from '@kid/shared/codes'
import { describe, expect, it } from 'vitest'
import { linkErrorText } from './linkErrorText.ts'

describe('linkErrorText', () => {
  const badLink = 'This confirmation link is invalid, used or expired.'

  it("says the page's sentence when the server found the link bad, never the validator's words", () => {
    const failure = { code: Code.BAD_REQUEST, message: 'Invalid token: it needs at least 32 characters.' }
    expect(linkErrorText(failure, badLink)).toBe(badLink)
    expect(linkErrorText(null, badLink)).toBe(badLink)
  })

  it("keeps the server's message for other failures", () => {
    const limited = { code: Code.RATE_LIMITED, message: 'Too many requests, please try again later.' }
    expect(linkErrorText(limited, badLink)).toBe(limited.message)
  })
})
