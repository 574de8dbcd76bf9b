import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { catalogRows } from '../testing.ts'

let t: TestApp
let rows: ReturnType<typeof catalogRows>
const ids: Record<string, number> = {}

const names = async (query: string): Promise<string[]> =>
  (await t.app.inject({ url: `/api/dcservice/item/open/list?${query}`, headers: t.signed() }))
    .json()
    .data.list.map((i: { name: string }) => i.name)

beforeAll(async () => {
  t = await createTestApp()
  rows = catalogRows(t)
  const maker = await rows.member(1)
  const other = await rows.member(2)
  const gallery = await rows.collection(maker.wallet)
  const sameMoment = new Date('2026-03-01T12:00:00Z')
  for (const name of ['Dawn', 'Noon', 'Dusk', 'Night'])
    ids[name] = (await rows.item(gallery.id, maker.wallet, { name, createdAt: sameMoment })).id
  // Dawn has two listings (copies of an ERC-1155 sold by two holders): it is priced at the cheaper.
  await rows.listing(ids.Dawn as number, maker.wallet, parseEther('3'))
  await rows.listing(ids.Dawn as number, other.wallet, parseEther('1'))
  await rows.listing(ids.Noon as number, maker.wallet, parseEther('2'))
  await rows.listing(ids.Dusk as number, maker.wallet, parseEther('2'))
})
afterAll(async () => t?.close())

describe('item/open/list orders', () => {
  it('sorts by price with each listed item once, at its cheapest listing, and leaves unlisted items out', async () => {
    expect(await names('sort=price_asc')).toEqual(['Dawn', 'Noon', 'Dusk'])
    expect(await names('sort=price_desc')).toEqual(['Dusk', 'Noon', 'Dawn'])
  })

  it('shows the price the order uses: the listing of the cheapest price', async () => {
    const res = await t.app.inject({
      url: '/api/dcservice/item/open/list?sort=price_asc',
      headers: t.signed(),
    })
    expect(res.json().data.list[0].listing.priceWei).toBe(String(parseEther('1')))
  })

  it('breaks ties of the newest order by the later item first, the same on every page', async () => {
    expect(await names('sort=newest')).toEqual(['Night', 'Dusk', 'Noon', 'Dawn'])
    const paged = [...(await names('size=2&page=1')), ...(await names('size=2&page=2'))]
    expect(paged).toEqual(['Night', 'Dusk', 'Noon', 'Dawn'])
  })

  it('pages a price sort without repeating or skipping an item on equal prices', async () => {
    const paged = [
      ...(await names('sort=price_desc&size=1&page=1')),
      ...(await names('sort=price_desc&size=1&page=2')),
      ...(await names('sort=price_desc&size=1&page=3')),
    ]
    expect(paged).toEqual(['Dusk', 'Noon', 'Dawn'])
  })
})

describe('collection/open/items filters', () => {
  it('keeps auctions out of Buy now and in On auction', async () => {
    const maker = await rows.member(3)
    const shop = await rows.collection(maker.wallet)
    const fixed = await rows.item(shop.id, maker.wallet, { name: 'Fixed' })
    const auctioned = await rows.item(shop.id, maker.wallet, { name: 'Auctioned' })
    await rows.item(shop.id, maker.wallet, { name: 'Unlisted' })
    await rows.listing(fixed.id, maker.wallet, parseEther('1'))
    await rows.listing(auctioned.id, maker.wallet, parseEther('1'), { channel: 1 })
    const shown = async (query: string) =>
      (
        await t.app.inject({
          url: `/api/dcservice/collection/open/items?id=${shop.id}&${query}`,
          headers: t.signed(),
        })
      )
        .json()
        .data.list.map((i: { name: string }) => i.name)
    expect(await shown('status=onsale')).toEqual(['Fixed'])
    expect(await shown(`status=onsale&maxPrice=${parseEther('2')}`)).toEqual(['Fixed'])
    expect(await shown('status=auction')).toEqual(['Auctioned'])
    expect(await shown(`minPrice=${parseEther('1')}`)).toEqual(['Auctioned', 'Fixed'])
  })
})
