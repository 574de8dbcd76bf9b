import { describe, expect, it } from 'vitest'
import { buildHeaders } from './headers.ts'

describe('buildHeaders', () => {
  it('sends every header of the spec but Authorization (the session is an HttpOnly cookie)', () => {
    expect(
      buildHeaders({
        signature: 'sig',
        embedded: true,
        recaptcha: 'cap',
        device: 'dev-1',
        timezoneOffsetMinutes: -120,
      }),
    ).toEqual({
      os: 'web',
      lang: 'en',
      version: '1.0.0',
      timezone: '2',
      signature: 'sig',
      device: 'dev-1',
      embedded: '1',
      language: 'en',
      recaptcha: 'cap',
    })
  })

  it('sends an empty recaptcha by default', () => {
    const headers = buildHeaders({ signature: 's', embedded: false, device: 'd', timezoneOffsetMinutes: 330 })
    expect(headers.recaptcha).toBe('')
    expect(headers.embedded).toBe('0')
    expect(headers.timezone).toBe('-5.5')
  })
})
