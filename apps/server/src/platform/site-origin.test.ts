import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { readOutbox } from './mail/mailer.ts'
import { isSiteHost, siteOrigin } from './site-origin.ts'

const development = { publicUrl: 'http://localhost:3000', production: false }
const production = { publicUrl: 'https://kid.example', production: true }

describe('the site origin', () => {
  it('answers as itself on PUBLIC_URL, and in development on the loopback names only', () => {
    for (const host of ['localhost:3000', 'localhost:5173', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST']) {
      expect(isSiteHost(development, host), host).toBe(true)
    }
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.evil.example', 'kid.example']) {
      expect(isSiteHost(development, host), host).toBe(false)
    }
    expect(isSiteHost(production, 'kid.example')).toBe(true)
    expect(isSiteHost(production, 'localhost:3000')).toBe(false)
  })

  it('never takes a made-up Host, and in production never the request at all', () => {
    expect(siteOrigin(development, { protocol: 'http', host: '127.0.0.1:3000' })).toBe(
      'http://127.0.0.1:3000',
    )
    expect(siteOrigin(development, { protocol: 'http', host: 'evil.example' })).toBe('http://localhost:3000')
    // Behind a TLS-terminating proxy the request says http: PUBLIC_URL says what users see.
    expect(siteOrigin(production, { protocol: 'http', host: 'kid.example' })).toBe('https://kid.example')
  })
})

describe('links in mail', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('point at the configured site even when the request claims another Host', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accountservice/open/email/subscribe',
      headers: { ...t.signed(), host: 'evil.example' },
      payload: { email: 'reader@example.com' },
    })
    expect(res.json().code).toBe(1511200)
    await t.app.jobs.drain()
    const [mail] = await readOutbox(t.app.db, 'reader@example.com')
    expect(mail?.text).toContain(`${t.config.publicUrl}/subscribe/`)
    expect(mail?.text).not.toContain('evil.example')
  })
})
