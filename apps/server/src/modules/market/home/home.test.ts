import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { catalogRows } from '../testing.ts'
import { HOME_CACHE_MS } from './cache.ts'

let t: TestApp
const ADMIN = 'home-test-admin-token-of-32-chars-or-more'
const DAY = 86_400_000
const get = async (url: string) =>
  (await t.app.inject({ url: `/api/dcservice/home/open/${url}`, headers: t.signed() })).json()

beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN: ADMIN })
})
afterAll(async () => t?.close())
afterEach(() => vi.useRealTimers())

describe('the home page calls', () => {
  it('shows no banner until an operator adds one, then the operator’s in their order', async () => {
    expect((await get('banner/v2')).data).toEqual([])
    const run = (args: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/run',
        headers: { authorization: `Bearer ${ADMIN}` },
        payload: { args },
      })
    await run(['banner', 'add', '--image', '/uploads/b.png', '--title', 'Second', '--sort', '2'])
    await run([
      'banner',
      'add',
      '--image',
      'https://cdn.example/a.png',
      '--title',
      'First',
      '--link',
      '/marketplace',
      '--sort',
      '1',
    ])
    const banners = (await get('banner/v2')).data
    expect(banners.map((b: { title: string; linkUrl: string }) => [b.title, b.linkUrl])).toEqual([
      ['First', '/marketplace'],
      ['Second', ''],
    ])
    expect((await get('banner')).data).toEqual(banners)
  })

  it('builds its sections and figures from the catalog, at most a few seconds old', async () => {
    // Only the clock is stood still: the cache's age is the one thing this test moves by hand.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const empty = { collections: [], items: [], auctions: [], creators: [] }
    expect((await get('index')).data).toEqual(empty)
    expect((await get('index/count')).data).toEqual({ items: 0, collections: 0, creators: 0, volumeWei: '0' })

    const rows = catalogRows(t)
    const [ann, bob] = [await rows.member(1, { username: 'ann_makes' }), await rows.member(2)]
    const quiet = await rows.collection(ann.wallet, { name: 'Quiet', volumeWei: parseEther('9') })
    const hot = await rows.collection(bob.wallet, { name: 'Hot' })
    const old = await rows.item(quiet.id, ann.wallet, { createdAt: new Date(Date.now() - DAY) })
    const auctioned = await rows.item(hot.id, bob.wallet)
    const sold = await rows.item(hot.id, bob.wallet)
    await rows.item(hot.id, bob.wallet, { status: 'draft', tokenId: null })
    await rows.sale(sold, bob.wallet, ann.wallet, parseEther('1'))
    await rows.sale(old, ann.wallet, bob.wallet, parseEther('4'), new Date(Date.now() - 10 * DAY))
    await rows.listing(auctioned.id, bob.wallet, parseEther('1'), { channel: 1 })
    const ended = await rows.item(quiet.id, ann.wallet)
    await rows.listing(ended.id, ann.wallet, parseEther('1'), {
      channel: 1,
      endTime: new Date(Date.now() - 1000),
    })
    expect((await get('index')).data).toEqual(empty)
    vi.setSystemTime(Date.now() + HOME_CACHE_MS)

    const home = (await get('index')).data
    const names = (list: { name: string }[]) => list.map((x) => x.name)
    // Hot sold this week; Quiet's volume is older, so it follows.
    expect(names(home.collections)).toEqual(['Hot', 'Quiet'])
    expect(names(home.items)[0]).toBe(ended.name)
    expect(home.items).toHaveLength(4)
    expect(names(home.auctions)).toEqual([auctioned.name])
    expect(home.creators.map((c: { address: string }) => c.address)).toEqual([bob.wallet, ann.wallet])
    expect((await get('index/count')).data).toEqual({
      items: 4,
      collections: 2,
      creators: 2,
      volumeWei: String(parseEther('5')),
    })
  })
})
