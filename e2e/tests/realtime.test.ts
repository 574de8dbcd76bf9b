import type { Page, WebSocket } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { person, registerMember } from '../support/account.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { buyNow, creatorOnNewItem, fundedMember, listAtPrice } from '../support/trade-steps.ts'

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
const isChannel = (socket: WebSocket) => new URL(socket.url()).pathname === '/realtime'

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
    await page.getByLabel('Email', { exact: true }).fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    const ready = page.waitForEvent('websocket', (socket) => new URL(socket.url()).pathname === '/realtime')
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    const socket = await ready
    // The server accepted the HttpOnly cookie (Origin: the site) and sent what it had: 'ready'.
    const frame = await socket.waitForEvent('framereceived', (f) => String(f.payload).includes('"ready"'))
    expect(JSON.parse(String(frame.payload))).toEqual({ type: 'ready' })
    expect(new URL(socket.url()).origin).toBe(new URL(baseURL).origin.replace(/^http/, 'ws'))
    expect(sockets).toHaveLength(1)
  })

  it('a sale by B raises A’s bell without a reload: the count comes over A’s socket', async () => {
    const seller = await creatorOnNewItem(open, baseURL, 'Live')
    const a = seller.page
    await listAtPrice(a, { currency: 'ETH', price: '0.01' })
    await a.getByRole('button', { name: 'Cancel listing' }).waitFor()
    // A fresh page load, so the socket it opens is one this test watches from the start.
    const opened = a.waitForEvent('websocket', isChannel)
    await a.reload()
    const socket = await opened
    await socket.waitForEvent('framereceived', (f) => String(f.payload).includes('"ready"'))
    expect(await bell(a).getAttribute('aria-label')).toBe('Notifications')
    const pushed = socket.waitForEvent('framereceived', {
      predicate: (f) => String(f.payload).includes('"notice.count"'),
      timeout: 60_000,
    })

    const b = await fundedMember(open, baseURL)
    await b.page.goto(seller.itemPage)
    await buyNow(b.page)

    const frame = JSON.parse(String((await pushed).payload))
    expect(frame).toMatchObject({ type: 'event', event: 'notice.count', data: { num: 1 } })
    await expect.poll(() => bell(a).getAttribute('aria-label')).toBe('Notifications, 1 unread')
  }, 150_000)
})
