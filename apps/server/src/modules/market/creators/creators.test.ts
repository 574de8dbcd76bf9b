import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { catalogRows } from '../testing.ts'

let t: TestApp
let rows: ReturnType<typeof catalogRows>
type Member = Awaited<ReturnType<typeof rows.member>>
let aurora: Member
let borealis: Member
let buyer: Member

const get = async (url: string, headers = t.signed()) =>
  (await t.app.inject({ url: `/api/dcservice/${url}`, headers })).json()
const DAY = 86_400_000

beforeAll(async () => {
  t = await createTestApp()
  rows = catalogRows(t)
  aurora = await rows.member(1, {
    username: 'aurora',
    personalprofile: 'Light paintings',
    bannerimageurl: '/uploads/b.png',
  })
  borealis = await rows.member(2, { username: 'borealis' })
  buyer = await rows.member(3)
  const gallery = await rows.collection(aurora.wallet)
  const [a1, a2, a3, a4] = [
    await rows.item(gallery.id, aurora.wallet),
    await rows.item(gallery.id, aurora.wallet),
    await rows.item(gallery.id, aurora.wallet),
    await rows.item(gallery.id, aurora.wallet),
  ]
  const b1 = await rows.item(gallery.id, borealis.wallet)
  // Aurora sold one long ago and one this week; Borealis sold a pricier one this week.
  await rows.sale(a1, aurora.wallet, buyer.wallet, parseEther('5'), new Date(Date.now() - 20 * DAY))
  await rows.sale(a2, aurora.wallet, buyer.wallet, parseEther('1'))
  await rows.sale(b1, borealis.wallet, buyer.wallet, parseEther('2'))
  await rows.sale(
    a4,
    aurora.wallet,
    buyer.wallet,
    7_000_000n,
    new Date(),
    '0x00000000000000000000000000000000000000aa',
  )
  await rows.listing(a3.id, aurora.wallet, parseEther('3'))
  await rows.item(gallery.id, aurora.wallet, { status: 'draft', tokenId: null, ownerAddress: null })
})
afterAll(async () => t?.close())

describe('creators', () => {
  it('ranks creators by the sales volume of their creations in the period', async () => {
    const week = await get('open/creator/top/ranking?period=7d')
    expect(
      week.data.list.map((c: { username: string; volumeWei: string }) => [c.username, c.volumeWei]),
    ).toEqual([
      ['borealis', String(parseEther('2'))],
      ['aurora', String(parseEther('1'))],
    ])
    const ever = await get('open/creator/top/list?page=1&size=1')
    expect(ever.data).toMatchObject({
      hasMore: true,
      list: [{ username: 'aurora', volumeWei: String(parseEther('6')), items: 4 }],
    })
    expect(await get('open/creator/top/ranking?period=2w')).toMatchObject({
      code: 1511400,
      msg: expect.stringContaining('The period is 1d, 7d, 30d or all.'),
    })
  })

  it('shows a creator’s profile by address or member id, with the counts of each tab', async () => {
    const byAddress = await get(
      `open/creator/index?address=${aurora.wallet.toUpperCase().replace('0X', '0x')}`,
    )
    expect(byAddress.data).toEqual({
      address: aurora.wallet,
      userId: aurora.userId,
      username: 'aurora',
      avatar: null,
      kidName: null,
      banner: '/uploads/b.png',
      bio: 'Light paintings',
      links: { website: null, twitter: null, instagram: null },
      items: 4,
      created: 4,
      collected: 1,
      onSale: 1,
      volumeWei: String(parseEther('6')),
    })
    expect((await get(`open/creator/index?userId=${aurora.userId}`)).data.address).toBe(aurora.wallet)
    expect(await get('open/creator/index?userId=999999')).toMatchObject({ code: 1511404 })
    expect(await get('open/creator/index')).toMatchObject({ code: 1511400 })
  })

  it('lists what a creator made, holds and sells, and their activity', async () => {
    const names = async (url: string) =>
      (await get(url)).data.list.map((i: { name: string }) => i.name).sort()
    expect(await names(`open/creator/created/list?userId=${borealis.userId}`)).toHaveLength(1)
    expect(await names(`open/creator/sale/list?address=${aurora.wallet}`)).toHaveLength(1)
    expect(await names(`open/creator/collected/list?address=${buyer.wallet}`)).toHaveLength(4)
    const activity = await get(`open/creator/activity?address=${buyer.wallet}&size=10`)
    expect(activity.data.list).toHaveLength(4)
    expect(
      activity.data.list.every(
        (a: { kind: string; to: string }) => a.kind === 'sale' && a.to === buyer.wallet,
      ),
    ).toBe(true)
  })

  it('totals the caller’s earnings per currency, and needs a login', async () => {
    const mine = await get('creator/earning?page=1&size=2', aurora.headers())
    expect(mine.data.totals).toEqual([
      {
        currency: '0x0000000000000000000000000000000000000000',
        symbol: 'ETH',
        decimals: 18,
        amountWei: String(parseEther('6')),
      },
      {
        currency: '0x00000000000000000000000000000000000000aa',
        symbol: '0x00000000000000000000000000000000000000aa',
        decimals: 18,
        amountWei: '7000000',
      },
    ])
    expect(mine.data).toMatchObject({
      hasMore: true,
      list: [{ kind: 'sale', amountWei: '7000000' }, { symbol: 'ETH' }],
    })
    expect(
      (await t.app.inject({ url: '/api/dcservice/creator/earning', headers: t.signed() })).statusCode,
    ).toBe(401)
  })
})
