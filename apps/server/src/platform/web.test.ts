import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import zlib from 'node:zlib'
import { Code } from '@kid/shared/codes'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { issueSession } from '../modules/account/session.ts'
import { createUser } from '../modules/account/users.ts'
import { addBanner } from '../modules/market/home/banners.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { loadConfig } from './config/config.ts'

const { webBuildDir } = loadConfig({})
const built = existsSync(join(webBuildDir, 'server/index.js'))
if (!built) console.warn(`web SSR tests skipped: ${webBuildDir} is missing (run npm run build first)`)

describe.skipIf(!built)('web pages (with the build)', () => {
  let t: TestApp
  beforeAll(async () => {
    // Rendered on every request: these tests change what a page shows and look at it at once.
    t = await createTestApp({ PAGE_CACHE_SECONDS: '0' })
  })
  afterAll(() => t.close())

  it('renders / on the server as HTML', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toMatch(/^<!DOCTYPE html>/i)
    expect(res.headers['x-request-id']).toBeDefined()
  })

  it('renders without an AsyncLocalStorage: on Node 20 its first run slows every later request', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run')
    try {
      const res = await t.app.inject({ url: '/marketplace', headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(200)
      expect(run).not.toHaveBeenCalled()
    } finally {
      run.mockRestore()
    }
  })

  it('asks for the style sheet before any script: a slow phone paints once it has the sheet', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } })
    const head = res.body.slice(0, res.body.indexOf('</head>'))
    const sheet = head.search(/<link[^>]*rel="stylesheet"/)
    expect(sheet).toBeGreaterThan(0)
    expect(head.search(/<link[^>]*rel="modulepreload"/)).toBeGreaterThan(sheet)
    expect(head.search(/<script/)).toBeGreaterThan(sheet)
  })

  it('renders what the API answers, read in-process by the loaders', async () => {
    await addBanner(t.app.db, { image: '/uploads/launch.png', title: 'Launch week', link: '', sort: 1 })
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } })
    expect(res.body).toContain('alt="Launch week"')
  })

  it("shows no text from the link on /auth?error=, only a known code's sentence or a generic one", async () => {
    const bait = 'Account locked: call 555-0100'
    const page = async (error: string) =>
      (
        await t.app.inject({
          url: `/auth?${new URLSearchParams({ registertype: '2', error })}`,
          headers: { accept: 'text/html' },
        })
      ).body
    const html = await page(bait)
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main).toContain('Sign-in failed. Please try again.')
    expect(main).not.toContain('555')
    // Elsewhere the link is only ever an attribute, percent-encoded (the Log In link's redirectUri).
    expect(html).not.toContain(bait)
    expect(await page('cancelled')).toContain('Sign-in was cancelled.')
  })

  it('answers HEAD without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('')
  })

  it('serves fingerprinted assets for a year, immutable', async () => {
    const assets = await readdir(join(webBuildDir, 'client/assets'))
    const asset = assets.find((name) => name.endsWith('.js'))
    expect(asset).toBeDefined()
    const res = await t.app.inject({ url: `/assets/${asset}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // The build's Brotli and gzip copies are what a browser gets, never the raw file.
    const script = assets.find((name) => name.startsWith('entry.client') && name.endsWith('.js'))
    const raw = await t.app.inject({ url: `/assets/${script}` })
    const br = await t.app.inject({
      url: `/assets/${script}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    const gz = await t.app.inject({ url: `/assets/${script}`, headers: { 'accept-encoding': 'gzip' } })
    expect([br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual(['br', 'gzip'])
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(raw.rawPayload.length / 2)
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // Built files take no input: the edge's input guard (and its fuzz) leaves them alone.
    expect(t.app.guardedRoutes.filter((route) => route.url.startsWith('/assets/'))).toEqual([])
  })

  it('keeps server paths out of the app: unknown ones are JSON 404s', async () => {
    for (const url of ['/api/nothing', '/uploads/2020/01/none.png', '/dev/nothing']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json().code, url).toBe(Code.NOT_FOUND)
    }
  })
})

describe.skipIf(!built)("visitors' page cache", () => {
  let t: TestApp
  let memberCookie: string
  const MEMBER_NAME = 'cachedmemberzoe'
  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE_SECONDS: '60' })
    const { id } = await createUser(t.app.db, { username: MEMBER_NAME })
    const { token } = await issueSession(t.app.db, id)
    const userInfo = encodeURIComponent(JSON.stringify({ id, username: MEMBER_NAME }))
    memberCookie = `token=${token}; user_info=${userInfo}`
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...headers } })
  const nonceOf = (csp: string | string[] | number | undefined) => /'nonce-([^']+)'/.exec(String(csp))?.[1]

  it('renders a public page once for visitors, each response with a nonce of its own', async () => {
    const first = await get('/marketplace?sort=cache-1')
    const second = await get('/marketplace?sort=cache-1')
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit'])
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30')
    expect(second.headers.vary).toBe('Cookie, User-Agent, Accept-Encoding')
    const [a, b] = [
      nonceOf(first.headers['content-security-policy']),
      nonceOf(second.headers['content-security-policy']),
    ]
    expect(a).toBeDefined()
    expect(b).not.toBe(a)
    expect(second.body).toContain(`nonce="${b}"`)
    expect(second.body).not.toContain(`nonce="${a}"`)
  })

  it('compresses each cached response with its own nonce: the CSP names the one in the page', async () => {
    const plain = await get('/marketplace?sort=enc-1')
    const encoded = await Promise.all([
      get('/marketplace?sort=enc-1', { 'accept-encoding': 'gzip, deflate' }),
      get('/marketplace?sort=enc-1', { 'accept-encoding': 'gzip, deflate, br' }),
    ])
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(encoded.map((res) => res.headers['content-encoding'])).toEqual(['gzip', 'br'])
    const pages = [
      plain.body,
      zlib.gunzipSync(encoded[0].rawPayload).toString(),
      zlib.brotliDecompressSync(encoded[1].rawPayload).toString(),
    ]
    const nonces = [plain, ...encoded].map((res) => nonceOf(res.headers['content-security-policy']))
    expect(new Set(nonces).size).toBe(3)
    pages.forEach((html, i) => {
      expect(html).toMatch(/^<!DOCTYPE html>/i)
      expect(html).toContain(`nonce="${nonces[i]}"`)
      expect(html.replaceAll(nonces[i] ?? '', '')).toBe(plain.body.replaceAll(nonces[0] ?? '', ''))
    })
    expect(encoded[1].rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
  })

  it("compresses a member's page as it streams", async () => {
    const res = await get('/marketplace?sort=enc-2', { cookie: memberCookie, 'accept-encoding': 'gzip' })
    expect(res.headers['x-page-cache']).toBeUndefined()
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toMatch(/Accept-Encoding/)
    const html = zlib.gunzipSync(res.rawPayload).toString()
    expect(html).toContain(MEMBER_NAME)
    expect(html).toContain(`nonce="${nonceOf(res.headers['content-security-policy'])}"`)
  })

  it("never answers a member from the cache, nor keeps a member's page for visitors", async () => {
    const member = await get('/marketplace?sort=cache-2', { cookie: memberCookie })
    expect(member.headers['x-page-cache']).toBeUndefined()
    expect(member.headers['cache-control']).toBe('private, no-store')
    expect(member.body).toContain(MEMBER_NAME)
    const visitor = await get('/marketplace?sort=cache-2')
    expect(visitor.headers['x-page-cache']).toBe('miss')
    expect(visitor.body).not.toContain(MEMBER_NAME)
    const memberAgain = await get('/marketplace?sort=cache-2', { cookie: memberCookie })
    expect(memberAgain.headers['x-page-cache']).toBeUndefined()
    expect(memberAgain.body).toContain(MEMBER_NAME)
  })

  it('keeps personal and unlisted pages out of the cache, and phones apart from desktops', async () => {
    const login = await get('/login')
    expect(login.headers['x-page-cache']).toBeUndefined()
    expect(login.headers['cache-control']).toBe('private, no-store')
    await get('/terms')
    const phone = await get('/terms', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile',
    })
    expect(phone.headers['x-page-cache']).toBe('miss')
    const embedded = await get('/terms?app=1')
    expect(embedded.headers['x-page-cache']).toBeUndefined()
  })
})

describe('web pages without a build', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { webBuildDir: join(webBuildDir, 'does-not-exist') })
  })
  afterAll(() => t.close())

  it('answer 503 saying how to build', async () => {
    const res = await t.app.inject({ url: '/marketplace' })
    expect(res.statusCode).toBe(503)
    expect(res.body).toMatch(/run `npm run build`/)
  })

  it('leave the API alone', async () => {
    expect((await t.app.inject({ url: '/api/nothing' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/healthz' })).json().code).toBe(Code.SUCCESS)
  })
})
