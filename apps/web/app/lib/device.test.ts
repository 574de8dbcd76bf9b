import { describe, expect, it } from 'vitest'
import { isIosUserAgent, isMobileUserAgent } from './device.ts'

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

describe('device', () => {
  it('tells phones from desktops', () => {
    expect(isMobileUserAgent(iphone)).toBe(true)
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true)
    expect(isMobileUserAgent(desktop)).toBe(false)
    expect(isMobileUserAgent(undefined)).toBe(false)
    expect(isIosUserAgent(iphone)).toBe(true)
  })
})
