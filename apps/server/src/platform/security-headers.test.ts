import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { loadConfig } from './config/config.ts'
import { cspSourcesOf, pageCsp, RESOURCE_CSP } from './csp.ts'
import { PERMISSIONS_POLICY } from './security-headers.ts'

const { webBuildDir } = loadConfig({})
const built = existsSync(join(webBuildDir, 'server/index.js'))

/** The directives of a CSP header, by name. */
function directives(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const part of String(header).split(';')) {
    const [name = '', ...values] = part.trim().split(/\s+/)
    if (name) out.set(name, values)
  }
  return out
}

describe('security headers of every answer', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('API answers: nosniff, referrer and permissions policies, a CSP that runs and frames nothing', async () => {
    for (const url of ['/api/accountservice/open/platform/keys', '/api/nothing', '/healthz']) {
      const res = await t.app.inject({ url })
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY)
      expect(res.headers['content-security-policy'], url).toBe(RESOURCE_CSP)
      expect(res.headers['x-frame-options'], url).toBe('DENY')
      // Served over plain HTTP (no https PUBLIC_URL): no HSTS, which would lock out a local site.
      expect(res.headers['strict-transport-security'], url).toBeUndefined()
    }
  })

  it('adds HSTS when the public URL is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://kid.test' })
    try {
      const res = await https.app.inject({ url: '/healthz' })
      expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    } finally {
      await https.close()
    }
  })
})

describe('the page policy', () => {
  const sources = cspSourcesOf({
    publicRpcUrl: 'https://rpc.example.org/v1/key',
    chainId: 1,
    walletConnectProjectId: 'wc-project',
    captcha: 'turnstile',
    uploadsUrl: 'https://cdn.example.net/kid-uploads',
  })

  it('allows scripts by nonce only, no inline handlers, no framing, connections to the API, RPC and WalletConnect', () => {
    const csp = directives(pageCsp(sources, { nonce: 'N0nce', dev: false }))
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-N0nce'", 'https://challenges.cloudflare.com'])
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('script-src-attr')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    const connect = csp.get('connect-src') ?? []
    expect(connect).toContain("'self'")
    expect(connect).toContain('https://rpc.example.org')
    expect(connect).toContain('wss://relay.walletconnect.org')
    expect(connect).not.toContain('*')
    expect(csp.get('img-src')).toContain('https://cdn.example.net')
  })

  it('names no WalletConnect host without a project id, and no S3 origin without S3', () => {
    const bare = cspSourcesOf({
      publicRpcUrl: 'http://127.0.0.1:8545',
      chainId: 31337,
      walletConnectProjectId: '',
      captcha: 'altcha',
      uploadsUrl: undefined,
    })
    const csp = directives(pageCsp(bare, { nonce: 'n', dev: false }))
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:8545'])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(csp.get('frame-src')).toEqual(["'none'"])
  })

  it('allows the realtime socket on the page’s own origin, ws for http and wss for https', () => {
    const secure = directives(pageCsp(sources, { nonce: 'n', dev: false, origin: 'https://kid.example' }))
    expect(secure.get('connect-src')).toContain('wss://kid.example')
    expect(secure.get('connect-src')).not.toContain('ws://kid.example')
    const plain = directives(pageCsp(sources, { nonce: 'n', dev: false, origin: 'http://localhost:3000' }))
    expect(plain.get('connect-src')).toContain('ws://localhost:3000')
  })

  it('relaxes scripts for Vite only in development, with its HMR websocket', () => {
    const csp = directives(pageCsp(sources, { nonce: 'n', dev: true, host: 'localhost:3000' }))
    expect(csp.get('script-src')).toContain("'unsafe-inline'")
    expect(csp.get('connect-src')).toContain('ws://localhost:3000')
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  })
})

describe.skipIf(!built)('pages (with the build)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('send a fresh nonce each time, carried by every inline script of the page', async () => {
    const nonces = new Set<string>()
    for (const url of ['/', '/login', '/marketplace']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } })
      const csp = directives(res.headers['content-security-policy'])
      const nonce = csp
        .get('script-src')
        ?.find((v) => v.startsWith("'nonce-"))
        ?.slice(7, -1)
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      nonces.add(nonce ?? '')
      const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '')
      expect(scripts.length, url).toBeGreaterThan(0)
      for (const attrs of scripts) expect(attrs, url).toContain(`nonce="${nonce}"`)
      // No inline event handler attribute anywhere in the markup.
      expect(res.body, url).not.toMatch(/<[^>]+\son[a-z]+=/i)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
    expect(nonces.size).toBe(3)
  })
})
