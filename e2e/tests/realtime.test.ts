import type { Page, WebSocket, WebSocketRoute } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { person, registerMember } from '../support/account.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { buyNow, creatorOnNewItem, fundedMember, listAtPrice } from '../support/trade-steps.ts'

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
const isRealtime = (url: URL) => url.pathname === '/realtime'

describe.runIf(hasChromium)('the realtime channel in the browser', () => {
  const { open, baseURL } = useBrowser()

  it('opens one socket on the site’s own origin once a member signs in, authenticated by the cookie', async () => {
    const member = await registerMember(baseURL, 'realtime')
    const page = await open(person())
    const sockets: WebSocket[] = []
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname === '/realtime') sockets.push(socket)
    })
    await page.goto('/login?redirectUri=%2Fmarketplace')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    const ready = page.waitForEvent('websocket', (socket) => new URL(socket.url()).pathname === '/realtime')
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    const socket = await ready
    // The server accepted the HttpOnly cookie (Origin: the site) and sent what it had: 'ready'.
    const frame = await socket.waitForEvent('framereceived', (f) => String(f.payload).includes('"ready"'))
    expect(JSON.parse(String(frame.payload))).toEqual({ type: 'ready', last: expect.any(String) })
    expect(new URL(socket.url()).origin).toBe(new URL(baseURL).origin.replace(/^http/, 'ws'))
    expect(sockets).toHaveLength(1)
  })

  it('resumes after a disconnect: a sale made while A was away reaches A’s bell once, without a reload', async () => {
    const seller = await creatorOnNewItem(open, baseURL, 'Away')
    const a = seller.page
    await listAtPrice(a, { currency: 'ETH', price: '0.01' })
    await a.getByRole('button', { name: 'Cancel listing' }).waitFor()
    // The test stands between A's page and the server: it sees each frame the page is given, and
    // while `away` it turns the page's reconnects down, as a network that is gone would.
    type Link = { url: string; frames: string[]; page: WebSocketRoute; server: WebSocketRoute }
    const links: Link[] = []
    let away = false
    await a.routeWebSocket(isRealtime, (page) => {
      if (away) return void page.close({ code: 1006 })
      const link: Link = { url: page.url(), frames: [], page, server: page.connectToServer() }
      links.push(link)
      link.server.onMessage((message) => {
        link.frames.push(String(message))
        page.send(message)
      })
    })
    await a.reload()
    await expect.poll(() => links[0]?.frames.find((f) => f.includes('"ready"'))).toBeDefined()
    const joined = JSON.parse(links[0]?.frames.find((f) => f.includes('"ready"')) ?? '{}') as { last: string }
    away = true
    await links[0]?.server.close()
    await links[0]?.page.close({ code: 1006 })

    const b = await fundedMember(open, baseURL)
    await b.page.goto(seller.itemPage)
    await buyNow(b.page)
    expect(await bell(a).getAttribute('aria-label')).toBe('Notifications')
    away = false

    // The page comes back on its own (backoff), resuming after the last id it had.
    const counts = () => links.flatMap((link) => link.frames).filter((f) => f.includes('"notice.count"'))
    await expect.poll(() => counts().length, { timeout: 60_000 }).toBe(1)
    await expect
      .poll(() => bell(a).getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notifications, 1 unread')
    const back = links.at(-1)
    expect(links.length).toBeGreaterThan(1)
    expect(new URL(back?.url ?? '').searchParams.get('after')).toBe(joined.last)
    expect(counts().map((f) => JSON.parse(f).data)).toEqual([{ num: 1 }])
    expect(back?.frames).toContain(counts()[0])
  }, 200_000)
})
