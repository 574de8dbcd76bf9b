import { parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { currenciesOf } from '../currencies.ts'
import { catalogRows } from '../testing.ts'
import { collectionFloors, floorsOf } from './floors.ts'

const WETH = `0x${'e'.repeat(40)}`
const USDT = `0x${'d'.repeat(40)}`

let t: TestApp
let rows: ReturnType<typeof catalogRows>
let maker: string

beforeAll(async () => {
  t = await createTestApp()
  rows = catalogRows(t)
  maker = (await rows.member(1)).wallet
})
afterAll(async () => t?.close())

const listedItem = async (collectionId: number) => (await rows.item(collectionId, maker)).id

describe('collection floors', () => {
  it('counts every open listing: ETH and WETH as one unit, the stablecoin on its own', async () => {
    const { id } = await rows.collection(maker)
    await rows.listing(await listedItem(id), maker, parseEther('2'))
    await rows.listing(await listedItem(id), maker, parseEther('1.5'), { currency: WETH })
    await rows.listing(await listedItem(id), maker, parseEther('1.8'), { channel: 1 })
    await rows.listing(await listedItem(id), maker, parseUnits('300', 6), { currency: USDT })
    // Closed or past their end: not for sale, so not the floor.
    await rows.listing(await listedItem(id), maker, parseEther('0.01'), { state: 'cancelled' })
    await rows.listing(await listedItem(id), maker, parseEther('0.1'), {
      endTime: new Date(Date.now() - 1000),
    })
    expect(await collectionFloors(t.app.db, currenciesOf({ weth: WETH, usdt: USDT }), id)).toEqual([
      { symbol: 'ETH', decimals: 18, priceWei: String(parseEther('1.5')) },
      { symbol: 'USDT', decimals: 6, priceWei: String(parseUnits('300', 6)) },
    ])
  })

  it('gives collection/open/detail a floor while only an auction is open, and none when nothing is', async () => {
    const { id } = await rows.collection(maker)
    const detail = async () =>
      (
        await t.app.inject({ url: `/api/dcservice/collection/open/detail?id=${id}`, headers: t.signed() })
      ).json().data
    expect((await detail()).floors).toEqual([])
    await rows.listing(await listedItem(id), maker, parseEther('0.7'), { channel: 1 })
    expect((await detail()).floors).toEqual([
      { symbol: 'ETH', decimals: 18, priceWei: String(parseEther('0.7')) },
    ])
  })

  it('gives every collection of a list its own floors, so a card never shows — while something is listed', async () => {
    const eth = await rows.collection(maker)
    const usdtOnly = await rows.collection(maker)
    const empty = await rows.collection(maker)
    await rows.listing(await listedItem(eth.id), maker, parseEther('0.4'))
    await rows.listing(await listedItem(usdtOnly.id), maker, parseUnits('12', 6), { currency: USDT })
    const floors = await floorsOf(t.app.db, currenciesOf({ weth: WETH, usdt: USDT }), [
      eth.id,
      usdtOnly.id,
      empty.id,
    ])
    expect(floors.get(eth.id)).toEqual([{ symbol: 'ETH', decimals: 18, priceWei: String(parseEther('0.4')) }])
    expect(floors.get(usdtOnly.id)).toEqual([
      { symbol: 'USDT', decimals: 6, priceWei: String(parseUnits('12', 6)) },
    ])
    expect(floors.get(empty.id)).toBeUndefined()
  })
})
