import { request } from 'node:http'
import { Code } from '@kid/shared/codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addBanner } from '../modules/market/home/banners.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'

/** Answers the status of a WebSocket handshake to Vite's HMR endpoint on the given origin. */
function hmrHandshake(origin: string, token: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/?token=${token}`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from('kid-web-dev-test').toString('base64'),
        'sec-websocket-protocol': 'vite-hmr',
      },
    })
    req.on('upgrade', (res, socket) => {
      socket.destroy()
      resolve(res.statusCode)
    })
    req.on('response', (res) => resolve(res.statusCode))
    req.on('error', reject)
    req.end()
  })
}

// npm run dev: the one server, with pages rendered from the web sources by Vite. Nothing here
// depends on the database, so CI's PostgreSQL pass skips it.
describe.skipIf(Boolean(process.env.DATABASE_URL))('web pages in development (Vite in the server)', () => {
  let t: TestApp
  let origin: string
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { webDev: true })
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
  }, 30_000)
  afterAll(() => t.close())

  // The first page makes Vite transform the whole route's sources: a minute, for a CI machine that
  // runs the browser journeys beside it.
  it('renders / from the sources with what the API answers, and Vite serves its modules', async () => {
    await addBanner(t.app.db, { image: '/uploads/launch.png', title: 'Launch week', link: '', sort: 1 })
    const page = await fetch(`${origin}/`, { headers: { accept: 'text/html' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('x-request-id')).toBeTruthy()
    const html = await page.text()
    expect(html).toMatch(/^<!DOCTYPE html>/i)
    expect(html).toContain('alt="Launch week"')
    // Vite's inline modules and its HMR websocket are allowed, in development only; framing never.
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'")
    expect(csp).toContain(`ws://${new URL(origin).host}`)
    expect(csp).toContain("frame-ancestors 'none'")

    const module = await fetch(`${origin}/app/root.tsx`)
    expect(module.status).toBe(200)
    expect(module.headers.get('content-type')).toMatch(/javascript/)
    expect(await module.text()).toContain('import.meta.hot')
  }, 60_000)

  it('keeps HMR on the same port and server paths with Fastify', async () => {
    const client = await (await fetch(`${origin}/@vite/client`)).text()
    const token = client.match(/const wsToken = "([^"]+)"/)?.[1]
    expect(token).toBeDefined()
    expect(await hmrHandshake(origin, token ?? '')).toBe(101)

    const api = await fetch(`${origin}/api/nothing`)
    expect(api.status).toBe(404)
    expect(await api.json()).toMatchObject({ code: Code.NOT_FOUND })
  })
})
