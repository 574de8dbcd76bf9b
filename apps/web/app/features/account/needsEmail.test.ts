import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api/client.ts'
import { needsEmail } from './needsEmail.ts'

describe('needsEmail', () => {
  it('is the 1511471 answer of open/auto only', () => {
    expect(
      needsEmail(new ApiError('Please enter your email address to finish signing in.', 1511471, 200)),
    ).toBe(true)
    expect(needsEmail(new ApiError('This sign-in has expired. Please sign in again.', 1511400, 200))).toBe(
      false,
    )
    expect(needsEmail(new Error('email'))).toBe(false)
  })
})
