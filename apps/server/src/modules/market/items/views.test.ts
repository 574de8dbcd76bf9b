import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemoryReplayGuard } from '../../../platform/signature/replay.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { marketItem } from '../tables/item.ts'
import { catalogRows } from '../testing.ts'
import { VIEW_WINDOW_MS, ViewCounter } from './views.ts'

let t: TestApp
let rows: ReturnType<typeof catalogRows>
let collectionId: number
let creator: string

beforeAll(async () => {
  t = await createTestApp()
  rows = catalogRows(t)
  creator = (await rows.member(1)).wallet
  collectionId = (await rows.collection(creator)).id
})
afterAll(async () => t?.close())

const newItem = async () => (await rows.item(collectionId, creator)).id
const stored = async (id: number) =>
  (await t.app.db.select({ views: marketItem.views }).from(marketItem).where(eq(marketItem.id, id)))[0]?.views
const view = (id: number, options: { ip: string; device?: string; token?: string }) =>
  t.app.inject({
    url: `/api/dcservice/item/open/info?id=${id}`,
    remoteAddress: options.ip,
    headers: {
      ...t.signed(),
      ...(options.device ? { device: options.device } : {}),
      ...(options.token ? { authorization: options.token } : {}),
    },
  })

describe('item views', () => {
  it('counts 50 calls from one IP with 50 different device headers as one view, written in a batch', async () => {
    const id = await newItem()
    for (let i = 0; i < 50; i++) {
      const res = await view(id, { ip: '192.0.2.20', device: `device-${i}` })
      expect(res.json().code).toBe(1511200)
    }
    // Showing the page wrote nothing: the count waits for the next flush.
    expect(await stored(id)).toBe(0)
    await t.app.writeBehind.flush()
    expect(await stored(id)).toBe(1)
    await t.app.writeBehind.flush()
    expect(await stored(id)).toBe(1)
  })

  it('counts different visitors separately: other IPs, and a member once wherever they come from', async () => {
    const id = await newItem()
    const member = await t.signIn()
    await view(id, { ip: '192.0.2.21' })
    await view(id, { ip: '192.0.2.22' })
    await view(id, { ip: '192.0.2.21', token: member.token })
    await view(id, { ip: '192.0.2.23', token: member.token })
    await t.app.writeBehind.flush()
    expect(await stored(id)).toBe(3)
  })

  it('counts the same visitor again the next hour, and flushes several items at once', async () => {
    let now = Date.UTC(2026, 10, 23, 10, 15)
    const counter = new ViewCounter(t.app.db, new MemoryReplayGuard(() => now, VIEW_WINDOW_MS))
    const [a, b] = [await newItem(), await newItem()]
    await counter.count(a, 'visitor-1', now)
    await counter.count(a, 'visitor-1', now)
    await counter.count(b, 'visitor-1', now)
    now += 30 * 60_000 // 10:45, the same hour
    await counter.count(a, 'visitor-1', now)
    now += 30 * 60_000 // 11:15, the next hour
    await counter.count(a, 'visitor-1', now)
    expect([await stored(a), await stored(b)]).toEqual([0, 0])
    await counter.flush()
    expect([await stored(a), await stored(b)]).toEqual([2, 1])
  })
})
