import { describe, expect, it } from 'vitest'
import { downloadEntries } from './downloadEntries.tsx'

describe('app download entries', () => {
  it('lists Testflight and App Store for apple, Coming Soon (no link) until published', () => {
    const apple = downloadEntries('apple', {})
    expect(apple.map((e) => e.name)).toEqual(['Testflight', 'App Store'])
    expect(apple[0]?.note).toBe('More features')
    expect(apple[1]?.note).toBe('Fewer features because of Apple policy')
  })

  it('lists APK, APK test version and Google Play for android with the server links', () => {
    const android = downloadEntries('android', { ow: 'https://dl.kid.social/kid.apk', tf: '' })
    expect(android.map((e) => [e.name, e.href])).toEqual([
      ['APK', 'https://dl.kid.social/kid.apk'],
      ['APK test version', undefined],
      ['Google Play', undefined],
    ])
  })
})
