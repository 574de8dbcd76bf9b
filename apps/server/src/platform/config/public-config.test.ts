import { publicConfigSchema } from '@kid/shared/public-config'
import { describe, expect, it } from 'vitest'
import { ConfigError, enabledOAuthProviders, loadConfig } from './config.ts'
import { publicConfigOf } from './public-config.ts'

describe('public config', () => {
  it('defaults to the embedded chain, ALTCHA and no third-party sign-in', () => {
    const config = loadConfig({})
    expect(publicConfigOf(config)).toEqual({
      chainId: 31337,
      walletConnectProjectId: '',
      captcha: { provider: 'altcha', siteKey: '' },
      oauthProviders: [],
      hoodLinks: false,
    })
  })

  it('offers a provider only when its id and secret are both set, and never leaks a secret', () => {
    const config = loadConfig({
      // Chain 1 means a real node, which needs the server signer's own key.
      CHAIN_ID: '1',
      CHAIN_RPC_URL: 'https://ethereum.example',
      SIGNER_PRIVATE_KEY: `0x${'11'.repeat(32)}`,
      WALLETCONNECT_PROJECT_ID: 'wc-project',
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET: 'captcha-secret',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      DISCORD_CLIENT_ID: 'd-id',
      HOOD_LINKS: '1',
    })
    expect(enabledOAuthProviders(config)).toEqual(['google'])
    const pub = publicConfigOf(config)
    expect(publicConfigSchema.parse(pub)).toEqual({
      chainId: 1,
      walletConnectProjectId: 'wc-project',
      captcha: { provider: 'turnstile', siteKey: 'site-key' },
      oauthProviders: ['google'],
      hoodLinks: true,
    })
    expect(JSON.stringify(pub)).not.toMatch(/secret/)
  })

  it('needs the site key and secret of a hosted captcha, and a long admin token', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(ConfigError)
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/CAPTCHA_PROVIDER/)
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN/)
  })
})
