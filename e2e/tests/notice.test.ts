import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type AxeViolation, seriousViolations } from '../support/axe.ts'
import { MOBILE } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { buyNow, creatorOnNewItem, fundedMember, listAtPrice, type Member } from '../support/trade-steps.ts'

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
const popup = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })
const SHOTS = process.env.NOTICE_SHOTS

describe.runIf(hasChromium)('notifications', () => {
  const { open, baseURL } = useBrowser()
  let seller: Member & { itemPage: string }

  it('a sale by B raises A’s bell without a reload, over A’s socket; the popup lists it; a click marks it read and opens the item', async () => {
    seller = await creatorOnNewItem(open, baseURL, 'Bell')
    const a = seller.page
    await listAtPrice(a, { currency: 'ETH', price: '0.01' })
    await a.getByRole('button', { name: 'Cancel listing' }).waitFor()
    // A fresh page load, so the socket it opens is one this test watches from the start.
    const opened = a.waitForEvent('websocket', (socket) => new URL(socket.url()).pathname === '/realtime')
    await a.goto('/marketplace')
    const socket = await opened
    await socket.waitForEvent('framereceived', (f) => String(f.payload).includes('"ready"'))
    expect(await bell(a).getAttribute('aria-label')).toBe('Notifications')
    const pushed = socket.waitForEvent('framereceived', {
      predicate: (f) => String(f.payload).includes('"notice.count"'),
      timeout: 90_000,
    })

    const b = await fundedMember(open, baseURL)
    await b.page.goto(seller.itemPage)
    await buyNow(b.page)

    // The indexer writes the notice with the sale, and the count reaches A's open page by itself.
    expect(JSON.parse(String((await pushed).payload))).toMatchObject({
      type: 'event',
      event: 'notice.count',
      data: { num: 1 },
    })
    await expect
      .poll(() => bell(a).getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notifications, 1 unread')
    await bell(a).click()
    const list = popup(a)
    await list.getByRole('tab', { name: 'Notifications 1 unread' }).waitFor()
    await list.getByRole('button', { name: 'Your item sold' }).waitFor()
    expect(await list.getByText('sold for 0.01 ETH').count()).toBe(1)
    expect(await list.getByTestId('unread-dot').count()).toBe(1)
    if (SHOTS) await a.screenshot({ path: `${SHOTS}/popup-1440.png` })
    expect(await seriousViolations(a)).toEqual([])

    await list.getByRole('button', { name: 'Your item sold' }).click()
    await a.waitForURL((url) => `${url.pathname}${url.search}` === seller.itemPage)
    await expect.poll(() => bell(a).getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications')
    await bell(a).click()
    await popup(a).getByRole('button', { name: 'Your item sold' }).waitFor()
    expect(await popup(a).getByTestId('unread-dot').count()).toBe(0)
  }, 150_000)

  it('the tabs: Replies and Likes are empty (No Notification), back to Notifications lists the sale; View All opens /message', async () => {
    const a = seller.page
    await a.goto('/marketplace')
    await bell(a).click()
    const list = popup(a)
    await list.getByRole('button', { name: 'Your item sold' }).waitFor()
    // Switched quickly, only the last tab chosen answers: the earlier requests are cancelled.
    await list.getByRole('tab', { name: /^Replies/ }).click()
    await list.getByRole('tab', { name: /^Likes/ }).click()
    await list.getByText('No Notification').waitFor()
    expect(await list.getByRole('tab', { name: /^Likes/ }).getAttribute('aria-selected')).toBe('true')
    await list.getByRole('tab', { name: /^Notifications/ }).click()
    await list.getByRole('button', { name: 'Your item sold' }).waitFor()
    await list.getByRole('link', { name: 'View All' }).click()
    await a.waitForURL('**/message/all')
    await a.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor()
    await a.getByRole('button', { name: 'Your item sold' }).waitFor()
  })

  it('/message/replies offers a next step when empty; /message/setting turns a kind off and it stays off', async () => {
    const a = seller.page
    await a.goto('/message/replies')
    await a.getByText('No notifications yet').waitFor()
    await a.getByRole('link', { name: 'Explore the marketplace' }).waitFor()

    await a.goto('/message/setting')
    const outbid = a.getByRole('switch', { name: 'Outbid' })
    expect(await outbid.getAttribute('aria-checked')).toBe('true')
    await outbid.click()
    await expect.poll(() => outbid.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('false')
    await a.reload()
    expect(await a.getByRole('switch', { name: 'Outbid' }).getAttribute('aria-checked')).toBe('false')
    expect(await a.getByRole('switch', { name: 'Sold' }).getAttribute('aria-checked')).toBe('true')
    if (SHOTS) await a.screenshot({ path: `${SHOTS}/setting-1440.png` })
  })

  it('axe-core finds no serious violation on /message, its tabs and /message/setting at 1440 and 375 px; the phone’s tab bar leads to them', async () => {
    const a = seller.page
    const found: Record<string, AxeViolation[]> = {}
    for (const width of [1440, 375]) {
      await a.setViewportSize({ width, height: 900 })
      for (const path of ['/message', '/message/all', '/message/likes', '/message/setting']) {
        const response = await a.goto(path)
        if (response?.status() !== 200) found[`${path} answered ${response?.status()}`] = []
        const violations = await seriousViolations(a)
        if (violations.length) found[`${path} at ${width} px`] = violations
      }
      await a.goto('/message')
      if (SHOTS) await a.screenshot({ path: `${SHOTS}/message-${width}.png`, fullPage: true })
    }
    expect(found).toEqual({})

    const phone = await open(MOBILE)
    await phone.context().addCookies(await a.context().cookies())
    await phone.goto('/message/all')
    const bar = phone.getByRole('navigation', { name: 'Tab bar' })
    await bar.getByRole('link', { name: /^Messages/ }).waitFor()
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/phone-375.png` })
  })
})
