import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { devRelayerKey } from '../chain/signer.ts'
import { REPO_ROOT } from '../paths.ts'
import { ConfigError, loadConfig } from './config.ts'
import { ENV_DOC, renderEnvDoc, withEnvTable } from './env.ts'

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.host).toBe('0.0.0.0')
    expect(config.dataDir).toBe(join(REPO_ROOT, 'data'))
    expect(config.databaseUrl).toBeUndefined()
    expect(config.trustProxy).toEqual([])
    expect(config.upload).toEqual({ maxImageBytes: 10 * 1024 * 1024, maxVideoBytes: 100 * 1024 * 1024 })
    expect(config.androidUrl).toEqual({ ow: '', tf: '' })
    expect(config.s3).toBeUndefined()
    expect(config.production).toBe(false)
  })

  it('reads and converts the variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/kid',
      TRUST_PROXY: ' 10.0.0.0/8, loopback ,',
      PUBLIC_URL: 'https://kid.example/',
      NODE_ENV: 'production',
      PLATFORM_KEY_IOS: 'pem',
    })
    expect(config.port).toBe(8080)
    expect(config.dataDir).toBe('/var/kid')
    expect(config.trustProxy).toEqual(['10.0.0.0/8', 'loopback'])
    expect(config.publicUrl).toBe('https://kid.example')
    expect(config.production).toBe(true)
    expect(config.platformKeys).toEqual({ web: undefined, android: undefined, ios: 'pem', mobile: undefined })
  })

  it('refuses to start in production without PUBLIC_URL, and defaults it in development', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required in production/)
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000')
  })

  it('takes a test crash point only outside production, and only a known one', () => {
    expect(loadConfig({}).crashAt).toBeUndefined()
    expect(loadConfig({ KID_TEST_CRASH_AT: 'deposit-before-commit' }).crashAt).toBe('deposit-before-commit')
    expect(() => loadConfig({ KID_TEST_CRASH_AT: 'somewhere' })).toThrow(/KID_TEST_CRASH_AT/)
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://kid.example',
        KID_TEST_CRASH_AT: 'deposit-after-commit',
      }),
    ).toThrow(/KID_TEST_CRASH_AT is for the kill -9 tests only/)
  })

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ UPLOAD_MAX_IMAGE_BYTES: '-1' })).toThrow(/UPLOAD_MAX_IMAGE_BYTES/)
  })

  it('needs the whole S3 configuration once an endpoint is given', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/)
    const config = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'kid',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(config.s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      publicUrl: 'http://127.0.0.1:9000/kid',
    })
  })

  it('reads the reconciliation schedule, the operator address and the relayer key, refusing mistakes', () => {
    const defaults = loadConfig({})
    expect(defaults.reconcileCron).toBe('*/10 * * * *')
    expect(defaults.operatorEmail).toBeUndefined()
    expect(defaults.chain.relayerKey).toBe(devRelayerKey()) // the embedded chain's dev relayer
    expect(loadConfig({ RELAYER_PRIVATE_KEY: 'off' }).chain.relayerKey).toBeUndefined()
    expect(
      loadConfig({
        CHAIN_RPC_URL: 'http://127.0.0.1:8545',
        CHAIN_ID: '1',
        SIGNER_PRIVATE_KEY: `0x${'33'.repeat(32)}`,
      }).chain.relayerKey,
    ).toBeUndefined()
    expect(loadConfig({ RECONCILE_CRON: 'off' }).reconcileCron).toBeUndefined()
    expect(loadConfig({ RECONCILE_CRON: '0 * * * *', OPERATOR_EMAIL: 'ops@kid.example' })).toMatchObject({
      reconcileCron: '0 * * * *',
      operatorEmail: 'ops@kid.example',
    })
    for (const cron of ['every ten minutes', '5', '* *'])
      expect(() => loadConfig({ RECONCILE_CRON: cron }), cron).toThrow(/RECONCILE_CRON: a cron expression/)
    expect(() => loadConfig({ OPERATOR_EMAIL: 'ops' })).toThrow(/OPERATOR_EMAIL/)
    const key = `0x${'22'.repeat(32)}`
    expect(loadConfig({ RELAYER_PRIVATE_KEY: key }).chain.relayerKey).toBe(key)
    expect(() => loadConfig({ RELAYER_PRIVATE_KEY: '0x12' })).toThrow(/RELAYER_PRIVATE_KEY/)
    expect(() =>
      loadConfig({
        CHAIN_RPC_URL: 'http://127.0.0.1:8545',
        CHAIN_ID: '1',
        SIGNER_PRIVATE_KEY: key,
        RELAYER_PRIVATE_KEY: key,
      }),
    ).toThrow('RELAYER_PRIVATE_KEY must be another key than SIGNER_PRIVATE_KEY')
  })

  it('documents every variable in docs/env.md', async () => {
    const doc = await readFile(join(REPO_ROOT, 'docs/env.md'), 'utf8')
    expect(doc, 'docs/env.md is stale: run npm run docs:env -w @kid/server').toBe(renderEnvDoc())
    for (const name of Object.keys(ENV_DOC)) expect(doc).toContain(`\`${name}\``)
  })

  it('keeps the README table of variables in step', async () => {
    const readme = await readFile(join(REPO_ROOT, 'README.md'), 'utf8')
    expect(readme, 'README.md is stale: run npm run docs:env -w @kid/server').toBe(withEnvTable(readme))
  })
})
