import { describe, expect, inject, it } from 'vitest'

// The guards run on the server before any HTML: each answer here is the first response.
const baseURL = inject('baseURL')
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

async function first(path: string, init: { cookie?: string; ua?: string } = {}) {
  const headers: Record<string, string> = { 'user-agent': init.ua ?? DESKTOP_UA }
  if (init.cookie) headers.cookie = init.cookie
  const res = await fetch(`${baseURL}${path}`, { redirect: 'manual', headers })
  return { status: res.status, location: res.headers.get('location') ?? '' }
}

describe('route guards', () => {
  it.each([
    '/bricks',
    '/kns/register/alice',
    '/activity/ranking/task/1',
    '/wallet/spending/info',
    '/messages',
    '/im',
  ])('sends a visitor from %s to login with the path and a random marker', async (path) => {
    const { status, location } = await first(path)
    expect(status).toBe(302)
    const target = new URL(location, baseURL)
    expect(target.pathname).toBe('/login')
    expect(target.searchParams.get('path')).toBe(path)
    expect(target.searchParams.get('login')).toMatch(/^[A-Za-z0-9]{6}$/)
  })

  it('gives every visitor a different marker', async () => {
    const a = new URL((await first('/bricks')).location, baseURL).searchParams.get('login')
    const b = new URL((await first('/bricks')).location, baseURL).searchParams.get('login')
    expect(a).not.toBe(b)
  })

  it('keeps the query of the guarded path', async () => {
    const { location } = await first('/blindBox/history?page=2')
    expect(new URL(location, baseURL).searchParams.get('path')).toBe('/blindBox/history?page=2')
  })

  it.each(['/nftCreate', '/personal/collections', '/sellList', '/personal/earnings'])(
    'sends %s without a token to /index',
    async (path) => {
      const { status, location } = await first(path)
      expect(status).toBe(302)
      expect(new URL(location, baseURL).pathname).toBe('/index')
    },
  )

  it('redirects /index to /', async () => {
    const { status, location } = await first('/index')
    expect(status).toBe(302)
    expect(new URL(location, baseURL).pathname).toBe('/')
  })

  it('leaves /im/scan open to visitors', async () => {
    const { location } = await first('/im/scan')
    expect(new URL(location || '/im/scan', baseURL).pathname).not.toBe('/login')
  })

  it('sends a desktop from /mobileHome to / and lets a phone stay', async () => {
    expect(new URL((await first('/mobileHome')).location, baseURL).pathname).toBe('/')
    const phone = await first('/mobileHome', { ua: MOBILE_UA })
    expect(phone.status).toBe(200)
  })

  it('serves the home page to a phone too', async () => {
    expect((await first('/', { ua: MOBILE_UA })).status).toBe(200)
  })
})
