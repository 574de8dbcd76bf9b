import { describe, expect, it } from 'vitest'
import { parseSignaturePlaintext, signaturePlaintext, tokenFromAuthorization } from './headers.ts'

describe('signature plaintext', () => {
  it('round-trips os, time and version', () => {
    const text = signaturePlaintext('web', 1_709_802_303_000, '1.0.0')
    expect(text).toBe('web|1709802303000|1.0.0')
    expect(parseSignaturePlaintext(text)).toEqual({ os: 'web', timeMs: 1_709_802_303_000, version: '1.0.0' })
  })
  it.each(['web|123', 'web|123|1.0|x', '|123|1.0', 'web|12a|1.0', 'web|123|', 'web|12345678901234567|1'])(
    'rejects %j',
    (text) => {
      expect(parseSignaturePlaintext(text)).toBeUndefined()
    },
  )
})

describe('tokenFromAuthorization', () => {
  it('accepts a raw token or a Bearer token', () => {
    expect(tokenFromAuthorization('abc')).toBe('abc')
    expect(tokenFromAuthorization('Bearer abc')).toBe('abc')
    expect(tokenFromAuthorization('Bearer ')).toBeUndefined()
    expect(tokenFromAuthorization('')).toBeUndefined()
    expect(tokenFromAuthorization(undefined)).toBeUndefined()
  })
})
