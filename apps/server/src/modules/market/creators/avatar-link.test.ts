import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { accountUser } from '../../account/tables.ts'
import { marketBalance } from '../tables/item.ts'
import { catalogRows } from '../testing.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const link = async (itemId: number, headers: Record<string, string>) =>
  (await t.app.inject({ url: `/api/dcservice/open/avatar/link?itemId=${itemId}`, headers })).json()
const avatarOf = async (userId: number) =>
  (await t.app.db.select().from(accountUser).where(eq(accountUser.id, userId)))[0]

describe('open/avatar/link', () => {
  it('makes an NFT the caller holds their avatar, and refuses one they do not', async () => {
    const rows = catalogRows(t)
    const [owner, other] = [await rows.member(1), await rows.member(2)]
    const gallery = await rows.collection(owner.wallet)
    const mine = await rows.item(gallery.id, owner.wallet, { mediaUrl: '/uploads/mine.png' })
    const edition = await rows.item(gallery.id, other.wallet, {
      ownerAddress: null,
      mediaUrl: '/uploads/e.png',
    })
    await t.app.db
      .insert(marketBalance)
      .values({ itemId: edition.id, ownerAddress: owner.wallet, amount: 3n })

    expect(await link(mine.id, owner.headers())).toMatchObject({
      code: 1511200,
      data: { url: '/uploads/mine.png' },
    })
    expect(await avatarOf(owner.userId)).toMatchObject({ headimgurl: '/uploads/mine.png', imgsource: 1 })
    expect((await link(edition.id, owner.headers())).data.url).toBe('/uploads/e.png')

    expect(await link(mine.id, other.headers())).toMatchObject({
      code: 1511400,
      msg: 'You can only use an NFT you own as your avatar.',
    })
    expect((await avatarOf(other.userId))?.headimgurl).toBeNull()
    expect(
      (await t.app.inject({ url: `/api/dcservice/open/avatar/link?itemId=${mine.id}`, headers: t.signed() }))
        .statusCode,
    ).toBe(401)
  })
})
