import { describe, expect, it } from 'vitest'
import { emailCodeTypeSchema } from './account/calls.ts'
import { EMAIL_CODE_TYPE, emailCodeFlow } from './email-code.ts'

describe('email code flows', () => {
  it('sends the spec numbers, shared by reg/denet and bindEmail/verify', () => {
    expect(EMAIL_CODE_TYPE).toEqual({ reg: 1, forgot: 2, editPass: 4, bindEmail: 5, verify: 5, denet: 1 })
  })
  it('routes by the flow name of the query', () => {
    expect(emailCodeFlow('verify')).toBe('verify')
    expect(emailCodeFlow('editPass')).toBe('editPass')
    expect(emailCodeFlow('editpass')).toBeUndefined()
    expect(emailCodeFlow(null)).toBeUndefined()
    expect(emailCodeFlow(undefined)).toBeUndefined()
  })
  it('accepts only the numbers in use on the wire', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => emailCodeTypeSchema.safeParse(n).success)).toEqual([
      true,
      true,
      false,
      true,
      true,
      false,
    ])
  })
})
