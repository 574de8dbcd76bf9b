import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tradeWorld } from '../trade/test-world.ts'

let w: Awaited<ReturnType<typeof tradeWorld>>
beforeAll(async () => {
  w = await tradeWorld()
})
afterAll(async () => w?.close())

type Member = Awaited<ReturnType<typeof w.member>>
type Listed = { name: string; shared: boolean; standard: number; address: string | null }
const ownerList = async (m: Member, query = ''): Promise<{ list: Listed[]; hasMore: boolean }> =>
  (await w.t.app.inject({ url: `/api/dcservice/collection/owner/list${query}`, headers: m.headers() })).json()
    .data
const add = (m: Member, name: string) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/dcservice/collection/add',
    headers: m.headers(),
    payload: { name, symbol: 'OWN', standard: 721 },
  })

describe('collection/owner/list', () => {
  it("lists where the caller can mint: their own collections (pending ones included), then the platform's shared ones, each newest first", async () => {
    const me = await w.member(7)
    const other = await w.member(8)
    await add(me, 'First light')
    await add(me, 'Second wind')
    await add(other, 'Not mine')

    const mine = await ownerList(me)
    expect(mine.list.map((c) => [c.name, c.shared, c.standard])).toEqual([
      ['Second wind', false, 721],
      ['First light', false, 721],
      ['KID Shared Editions', true, 1155],
      ['KID Shared', true, 721],
    ])
    expect(mine.list[0]?.address).toBeNull()
    expect(mine.list.filter((c) => c.shared).every((c) => c.address !== null)).toBe(true)
  })

  it('gives a member without collections the shared ones, and pages the list', async () => {
    const newcomer = await w.member(9)
    expect((await ownerList(newcomer)).list.map((c) => c.name)).toEqual(['KID Shared Editions', 'KID Shared'])
    const first = await ownerList(newcomer, '?page=1&size=1')
    const second = await ownerList(newcomer, '?page=2&size=1')
    expect([first.list[0]?.name, first.hasMore, second.list[0]?.name, second.hasMore]).toEqual([
      'KID Shared Editions',
      true,
      'KID Shared',
      false,
    ])
  })
})
