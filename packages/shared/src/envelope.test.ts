import { describe, expect, it } from 'vitest'
import { Code } from './codes.ts'
import { envelopeSchema, fail, ok } from './envelope.ts'

describe('envelope', () => {
  it('wraps success data with 1511200', () => {
    expect(ok({ id: 1 })).toEqual({ code: Code.SUCCESS, msg: 'success', data: { id: 1 } })
  })
  it('wraps failures with null data by default', () => {
    expect(fail(Code.NOT_FOUND, 'No such user')).toEqual({ code: 1511404, msg: 'No such user', data: null })
  })
  it('parses what ok and fail produce and refuses bodies of another shape', () => {
    expect(envelopeSchema.safeParse(ok([])).success).toBe(true)
    expect(envelopeSchema.safeParse({ code: '1511200', msg: '', data: null }).success).toBe(false)
    expect(envelopeSchema.safeParse({ code: 1511200.5, msg: '', data: null }).success).toBe(false)
    expect(envelopeSchema.safeParse({ code: 1511200, data: null }).success).toBe(false)
  })
})
