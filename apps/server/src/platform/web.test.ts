import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { Code } from '@kid/shared/codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addBanner } from '../modules/market/home/banners.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { loadConfig } from './config/config.ts'

const { webBuildDir } = loadConfig({})
const built = existsSync(join(webBuildDir, 'server/index.js'))
if (!built) console.warn(`web SSR tests skipped: ${webBuildDir} is missing (run npm run build first)`)

describe.skipIf(!built)('web pages (with the build)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('renders / on the server as HTML', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toMatch(/^<!DOCTYPE html>/i)
    expect(res.headers['x-request-id']).toBeDefined()
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
