import { describe, expect, it } from 'vitest'
import { readPublicConfig } from './publicConfig.server.ts'
import { DEFAULT_PUBLIC_CONFIG } from './publicConfig.tsx'

describe('readPublicConfig', () => {
  it('keeps a valid config from the load context', () => {
    const config = {
      chainId: 31337,
      walletConnectProjectId: 'abc',
      captcha: { provider: 'turnstile', siteKey: 'k' },
      oauthProviders: ['google'],
      hoodLinks: true,
    }
    expect(readPublicConfig(config)).toEqual(config)
  })

  it('falls back to the safe default when absent or broken', () => {
    expect(readPublicConfig(undefined)).toEqual(DEFAULT_PUBLIC_CONFIG)
    expect(readPublicConfig({ chainId: 'x' })).toEqual(DEFAULT_PUBLIC_CONFIG)
  })
})
