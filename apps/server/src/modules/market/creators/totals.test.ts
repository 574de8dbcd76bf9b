import { eq } from 'drizzle-orm'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { createMembers } from '../../account/index.ts'
import { readHomeCounts } from '../home/index.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem } from '../tables/item.ts'
import { catalogRows } from '../testing.ts'
import { rankCreators } from './ranking.ts'
import { expectTotalsOfBaseRows } from './totals-testing.ts'

let t: TestApp
let rows: ReturnType<typeof catalogRows>
beforeAll(async () => {
  t = await createTestApp()
  rows = catalogRows(t)
})
afterAll(async () => t?.close())

const ranked = async (period: '1d' | '7d' | 'all', now?: Date) =>
  (
    await rankCreators({ db: t.app.db, members: createMembers(t.app.db) }, { page: 1, size: 10, period }, now)
  ).list.map((c) => [c.address, c.items, c.volumeWei])

describe('the creator totals the database keeps', () => {
  it('follow every write to items and sales, and a day counts from the minute it starts', async () => {
    const [ann, bob, cid, buyer] = ['0xa1', '0xb2', '0xc3', '0xd4']
    const gallery = await rows.collection(ann)
    const a1 = await rows.item(gallery.id, ann)
    const a2 = await rows.item(gallery.id, ann)
    const b1 = await rows.item(gallery.id, bob)
    await rows.item(gallery.id, cid)
    await rows.item(gallery.id, bob, { status: 'draft', tokenId: null })
    // A day back from 12:30 starts at 12:30 the day before: the 12:20 sale is out, the 12:40 one in.
    const now = new Date('2026-11-20T12:30:00Z')
    const at = (hhmm: string, day = '19') => new Date(`2026-11-${day}T${hhmm}:00Z`)
    await rows.sale(a1, ann, buyer, parseEther('4'), at('12:20'))
    await rows.sale(a1, buyer, ann, parseEther('1'), at('12:40'))
    await rows.sale(a2, ann, buyer, parseEther('2'), at('13:10'))
    await rows.sale(b1, bob, buyer, parseEther('5'), at('09:00', '10'))
    await rows.sale(b1, buyer, bob, 999n, at('12:50'), '0x00000000000000000000000000000000000000aa')
    await expectTotalsOfBaseRows(t.app.db)
    expect(await ranked('1d', now)).toEqual([
      [ann, 2, String(parseEther('3'))],
      [bob, 1, '0'],
      [cid, 1, '0'],
    ])
    expect(await ranked('all', now)).toEqual([
      [ann, 2, String(parseEther('7'))],
      [bob, 1, String(parseEther('5'))],
      [cid, 1, '0'],
    ])
    expect(await readHomeCounts(t.app.db)).toMatchObject({
      items: 4,
      creators: 3,
      volumeWei: String(parseEther('12')),
    })

    // An item that changes creator takes its sales along; a deleted sale or item takes its own away.
    await t.app.db.update(marketItem).set({ creatorAddress: cid }).where(eq(marketItem.id, a2.id))
    await expectTotalsOfBaseRows(t.app.db)
    await t.app.db.update(marketItem).set({ status: 'draft' }).where(eq(marketItem.id, a1.id))
    await t.app.db.delete(marketActivity).where(eq(marketActivity.priceWei, parseEther('1')))
    await expectTotalsOfBaseRows(t.app.db)
    expect(await ranked('all', now)).toEqual([
      [bob, 1, String(parseEther('5'))],
      [cid, 2, String(parseEther('2'))],
    ])
    await t.app.db.delete(marketItem).where(eq(marketItem.id, b1.id))
    await expectTotalsOfBaseRows(t.app.db)
    await t.app.db.delete(marketCollection).where(eq(marketCollection.id, gallery.id))
    await expectTotalsOfBaseRows(t.app.db)
    expect(await readHomeCounts(t.app.db)).toMatchObject({ items: 0, creators: 0, volumeWei: '0' })
  })
})
