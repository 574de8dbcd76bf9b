import { Code } from '@kid/shared/codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { marketItemAttribute } from '../tables/item.ts'
import { catalogRows } from '../testing.ts'

let t: TestApp
let rows: ReturnType<typeof catalogRows>
let creator: string

beforeAll(async () => {
  t = await createTestApp()
  rows = catalogRows(t)
  creator = (await rows.member(1)).wallet
})
afterAll(async () => t?.close())

/** An item of the collection with these traits (minted unless `status` says otherwise). */
async function itemWith(collectionId: number, traits: Record<string, string>, status = 'minted') {
  const item = await rows.item(collectionId, creator, {
    status,
    tokenId: status === 'draft' ? null : undefined,
  })
  const values = Object.entries(traits).map(([traitType, value]) => ({ itemId: item.id, traitType, value }))
  if (values.length > 0) await t.app.db.insert(marketItemAttribute).values(values)
  return item.id
}
const traitsOf = async (id: number) =>
  (await t.app.inject({ url: `/api/dcservice/item/open/traits?id=${id}`, headers: t.signed() })).json()

describe('item/open/traits', () => {
  it("counts each trait value among the collection's minted items only", async () => {
    const gallery = (await rows.collection(creator)).id
    const elsewhere = (await rows.collection(creator)).id
    const rare = await itemWith(gallery, { Background: 'Red', Eyes: 'Laser' })
    const common = await itemWith(gallery, { Background: 'Blue' })
    await itemWith(gallery, { Background: 'Blue' })
    await itemWith(gallery, {})
    // Neither a draft nor another collection's item counts.
    await itemWith(gallery, { Background: 'Red' }, 'draft')
    await itemWith(elsewhere, { Background: 'Red' })
    expect((await traitsOf(rare)).data).toEqual({
      items: 4,
      traits: [
        { trait_type: 'Background', value: 'Red', count: 1 },
        { trait_type: 'Eyes', value: 'Laser', count: 1 },
      ],
    })
    expect((await traitsOf(common)).data).toEqual({
      items: 4,
      traits: [{ trait_type: 'Background', value: 'Blue', count: 2 }],
    })
  })

  it('answers an unknown id or a draft as missing, and a bad id with a message', async () => {
    const gallery = (await rows.collection(creator)).id
    const draft = await itemWith(gallery, { Background: 'Red' }, 'draft')
    expect((await traitsOf(draft)).code).toBe(Code.NOT_FOUND)
    expect((await traitsOf(999_999)).code).toBe(Code.NOT_FOUND)
    expect((await traitsOf(Number.NaN)).code).toBe(Code.BAD_REQUEST)
  })
})
