import { eq } from 'drizzle-orm'
import { parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { currenciesOf } from '../currencies.ts'
import { marketActivity } from '../tables/activity.ts'
import { catalogRows } from '../testing.ts'
import { itemSales, SALES_SHOWN } from './sales.ts'

const USDT = `0x${'d'.repeat(40)}`

let t: TestApp
let rows: ReturnType<typeof catalogRows>
let seller: string
let buyer: string
let collectionId: number

beforeAll(async () => {
  t = await createTestApp()
  rows = catalogRows(t)
  seller = (await rows.member(1)).wallet
  buyer = (await rows.member(2)).wallet
  collectionId = (await rows.collection(seller)).id
})
afterAll(async () => t?.close())

const sales = async (id: number) =>
  (await t.app.inject({ url: `/api/dcservice/item/open/sales?id=${id}`, headers: t.signed() })).json().data

describe('item/open/sales', () => {
  it('gives the sales oldest first, each at its price per copy with its token, and nothing else', async () => {
    const item = await rows.item(collectionId, seller)
    await rows.listing(item.id, seller, parseEther('9'))
    await rows.sale(item, seller, buyer, parseEther('1'), new Date('2026-01-02T00:00:00Z'))
    await rows.sale(item, buyer, seller, parseEther('1.5'), new Date('2026-02-02T00:00:00Z'))
    expect(await sales(item.id)).toEqual([
      expect.objectContaining({ unitPriceWei: String(parseEther('1')), symbol: 'ETH', decimals: 18 }),
      expect.objectContaining({
        unitPriceWei: String(parseEther('1.5')),
        createdAt: '2026-02-02T00:00:00.000Z',
      }),
    ])
    expect(await sales((await rows.item(collectionId, seller)).id)).toEqual([])
  })

  it('divides a fill of several copies and names the stablecoin; keeps the latest sales only', async () => {
    const item = await rows.item(collectionId, seller)
    const fill = await rows.sale(item, seller, buyer, parseUnits('30', 6), new Date(), USDT)
    await t.app.db
      .update(marketActivity)
      .set({ amount: 3n })
      .where(eq(marketActivity.id, fill?.id ?? 0))
    const [point] = await itemSales(
      t.app.db,
      currenciesOf({ weth: `0x${'e'.repeat(40)}`, usdt: USDT }),
      item.id,
    )
    expect(point).toMatchObject({
      unitPriceWei: String(parseUnits('10', 6)),
      amount: '3',
      symbol: 'USDT',
      decimals: 6,
    })

    const busy = await rows.item(collectionId, seller)
    for (let i = 1; i <= SALES_SHOWN + 2; i++) await rows.sale(busy, seller, buyer, BigInt(i))
    const shown = await sales(busy.id)
    expect(shown).toHaveLength(SALES_SHOWN)
    expect([shown[0].unitPriceWei, shown.at(-1).unitPriceWei]).toEqual(['3', String(SALES_SHOWN + 2)])
  })
})
