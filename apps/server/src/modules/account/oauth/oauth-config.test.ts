import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConfigError, enabledOAuthProviders, loadConfig } from '../../../platform/config/config.ts'

const appleKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString()

describe('third-party sign-in configuration', () => {
  it('offers Apple when its id, team, key id and P-256 key are set, with \\n standing for line breaks', () => {
    const pem = appleKey()
    const config = loadConfig({
      APPLE_CLIENT_ID: 'com.kid.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
    })
    expect(enabledOAuthProviders(config)).toEqual(['apple'])
    expect(config.oauth.apple?.privateKey).toBe(pem)
  })

  it('stops on half an Apple configuration or a key of the wrong kind', () => {
    expect(() => loadConfig({ APPLE_CLIENT_ID: 'com.kid.web' })).toThrow(ConfigError)
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    })
    expect(() =>
      loadConfig({
        APPLE_CLIENT_ID: 'a',
        APPLE_TEAM_ID: 'b',
        APPLE_KEY_ID: 'c',
        APPLE_PRIVATE_KEY: rsa.toString(),
      }),
    ).toThrow(/APPLE_PRIVATE_KEY/)
  })

  it('lets an OpenID issuer stand in for Google', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9999',
    })
    expect(config.oauth.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'http://127.0.0.1:9999',
    })
    expect(enabledOAuthProviders(loadConfig({ GOOGLE_CLIENT_ID: 'id' }))).toEqual([])
  })
})
