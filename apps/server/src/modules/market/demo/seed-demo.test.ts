import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { thumbnailPath } from '@kid/shared/market/thumbnails'
import { and, eq, getTableColumns, inArray, like } from 'drizzle-orm'
import sharp from 'sharp'
import { type Address, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devRelayerKey } from '../../../platform/chain/signer.ts'
import { until } from '../../../platform/demo.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { startTestChain, type TestChain } from '../../../testing/chain.ts'
import { accountWalletNonce } from '../../account/tables/wallet-nonce.ts'
import { accountUser } from '../../account/tables.ts'
import { bboxBox, bboxOpen, bboxSeries } from '../../bbox/tables.ts'
import { bricksClaim } from '../../bricks/tables.ts'
import { autoRenewHolders } from '../../kns/testing.ts'
import { ledgerAccount } from '../../ledger/tables.ts'
import { spendingDeposit, spendingWithdrawal } from '../../spending/tables.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketCategory, marketCollection } from '../tables/collection.ts'
import { marketItem, marketItemAttribute } from '../tables/item.ts'
import { marketOffer } from '../tables/order.ts'
import { DEMO_COLLECTION_NOTE } from './demo-collection.ts'
import { DEMO_ITEM_NOTE } from './mint-items.ts'
import { DEMO_COLLECTIONS } from './world/collections.ts'
import { DEMO_COLLECTORS, DEMO_CREATORS } from './world/people.ts'

// A small world: five items per collection still give every role (world/roles.ts) in each.
const PER_COLLECTION = 5
const collectorWallets = DEMO_COLLECTORS.map((c) => devAccount(c.dev).address.toLowerCase())

let chain: TestChain
let t: TestApp
beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp(
    // As npm start has it on the embedded chain: the dev relayer (the demo switches auto-renew on).
    { RELAYER_PRIVATE_KEY: devRelayerKey() },
    undefined,
    { demoData: true, demoItemsPerCollection: PER_COLLECTION },
    { chain },
  )
  // As npm start does: the demo seeds once the server listens, into a database without members.
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  // /readyz says when the whole world, every domain's step included, has been made.
  await until(
    'the demo world',
    async () => {
      const { data } = (await t.app.inject({ url: '/readyz' })).json()
      if (data.background.demo === 'failed') throw new Error('the demo world failed to seed')
      return data.background.demo === 'ready' ? data : undefined
    },
    240,
  )
}, 240_000)
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

/** An uploaded file as a browser gets it. */
async function fetched(url: string) {
  const res = await t.app.inject({ url })
  expect(res.statusCode).toBe(200)
  return res.rawPayload
}

describe('the demo world of npm start (DEMO_DATA on, embedded chain)', () => {
  it('makes creators and collectors who read like people, each with an avatar, marked as demo members', async () => {
    const members = await t.app.db.select().from(accountUser)
    expect(members).toHaveLength(DEMO_COLLECTIONS.length + DEMO_COLLECTORS.length)
    expect(
      members.every((m) => m.username?.startsWith('demo_') && m.personalprofile?.startsWith('Demo ')),
    ).toBe(true)
    expect(new Set(members.map((m) => m.headimgurl)).size).toBe(members.length)
    const avatar = await sharp(await fetched(members[0]?.headimgurl ?? '')).metadata()
    expect(avatar.width).toBe(avatar.height)
    // Each bound their wallet as a person does: by signing the EIP-4361 message of a bind nonce.
    const binds = await t.app.db.select().from(accountWalletNonce).where(eq(accountWalletNonce.type, 2))
    const devs = [...DEMO_COLLECTIONS.map((c) => c.creator.dev), ...DEMO_COLLECTORS.map((c) => c.dev)]
    expect(binds.map((n) => [n.address, n.usedAt !== null]).sort()).toEqual(
      devs.map((dev) => [devAccount(dev).address.toLowerCase(), true]).sort(),
    )
  })

  it('deploys a collection per creator with its own banner, cover, category and description', async () => {
    const rows = await t.app.db
      .select({ collection: marketCollection, category: marketCategory.slug })
      .from(marketCollection)
      .innerJoin(marketCategory, eq(marketCategory.id, marketCollection.categoryId))
      .where(eq(marketCollection.shared, false))
    expect(rows.map((r) => [r.collection.name, r.category]).sort()).toEqual(
      DEMO_COLLECTIONS.map((c) => [c.name, c.category]).sort(),
    )
    const collections = rows.map((r) => r.collection)
    expect(collections.every((c) => c.address && c.description.endsWith(DEMO_COLLECTION_NOTE))).toBe(true)
    expect(new Set(collections.map((c) => c.bannerUrl)).size).toBe(collections.length)
    expect(new Set(collections.map((c) => c.coverUrl)).size).toBe(collections.length)
    const banner = await sharp(await fetched(collections[0]?.bannerUrl ?? '')).metadata()
    expect(banner.width).toBeGreaterThanOrEqual(4 * (banner.height ?? 0))
  })

  it('mints art with its own title, description and traits, stored at 1024 px with 300 and 600 px thumbnails', async () => {
    // The creators' collections: names and drops mint into collections of their own.
    const items = await t.app.db
      .select(getTableColumns(marketItem))
      .from(marketItem)
      .innerJoin(marketCollection, eq(marketCollection.id, marketItem.collectionId))
      .where(
        inArray(
          marketCollection.name,
          DEMO_COLLECTIONS.map((c) => c.name),
        ),
      )
    expect(items).toHaveLength(DEMO_COLLECTIONS.length * PER_COLLECTION)
    expect(items.every((i) => i.status === 'minted' && i.tokenId !== null)).toBe(true)
    expect(new Set(items.map((i) => i.name)).size).toBe(items.length)
    expect(new Set(items.map((i) => i.description)).size).toBe(items.length)
    expect(items.every((i) => i.description.endsWith(DEMO_ITEM_NOTE) && i.description.length > 80)).toBe(true)
    expect(new Set(items.map((i) => i.mediaUrl)).size).toBe(items.length)
    const traits = await t.app.db.select().from(marketItemAttribute)
    const traitsOf = (id: number) => traits.filter((a) => a.itemId === id)
    expect(items.every((i) => traitsOf(i.id).length >= 3)).toBe(true)

    const item = items[0]
    const media = await sharp(await fetched(item?.mediaUrl ?? '')).metadata()
    expect([media.width, media.height]).toEqual([1024, 1024])
    expect(item?.thumbnailUrl).toMatch(/\.thumb300\.webp$/)
    const base = (item?.thumbnailUrl ?? '').replace(/\.thumb300\.webp$/, '')
    for (const width of [300, 600] as const)
      expect((await sharp(await fetched(thumbnailPath(base, width))).metadata()).width).toBe(width)
  })

  it('trades through the real flows: sales in ETH, WETH and USDT, offers, accepted offers, auctions with bids, resales', async () => {
    const { weth, usdt } = chain.deployment.contracts
    const sales = await t.app.db.select().from(marketActivity).where(eq(marketActivity.kind, 'sale'))
    // Per collection: one bought (`sold`) and one resold item, and one accepted offer.
    expect(sales).toHaveLength(DEMO_COLLECTIONS.length * 3)
    expect(new Set(sales.map((s) => s.currency))).toEqual(
      new Set([zeroAddress, weth.toLowerCase(), usdt.toLowerCase()]),
    )
    const offers = await t.app.db.select().from(marketOffer).where(eq(marketOffer.onchain, false))
    expect(offers.some((o) => o.state === 'active')).toBe(true)
    expect(offers.filter((o) => o.state === 'accepted')).toHaveLength(DEMO_COLLECTIONS.length)
    const bids = await t.app.db.select().from(marketOffer).where(eq(marketOffer.onchain, true))
    const auctions = new Set(bids.map((b) => b.orderId))
    expect(auctions.size).toBe(DEMO_COLLECTIONS.length)
    expect(bids.length).toBeGreaterThan(auctions.size)

    // The chain agrees: Pixel Folk's second piece (its role: sold) went to a collector's wallet.
    const [folk] = await t.app.db.select().from(marketItem).where(like(marketItem.name, '% #2'))
    if (!folk) throw new Error('Pixel Folk #2 is missing')
    const [collection] = await t.app.db
      .select()
      .from(marketCollection)
      .where(eq(marketCollection.id, folk.collectionId))
    const holder = await chain.client.readContract({
      address: collection?.address as Address,
      abi: KidERC721.abi,
      functionName: 'ownerOf',
      args: [folk.tokenId ?? 0n],
    })
    expect(collectorWallets).toContain(holder.toLowerCase())
    const counts = await t.app.inject({ url: '/api/dcservice/home/open/index/count', headers: t.signed() })
    expect(BigInt(counts.json().data.volumeWei)).toBeGreaterThan(0n)
  })

  it('holds deposits, a paid withdrawal and rewards, made by the spending and bricks domains for the same members', async () => {
    const paid = await until(
      'the demo withdrawal',
      async () => {
        const rows = await t.app.db
          .select()
          .from(spendingWithdrawal)
          .where(eq(spendingWithdrawal.status, 'paid'))
        return rows.length > 0 ? rows : undefined
      },
      120,
    )
    expect(paid).toHaveLength(1)
    const deposits = await t.app.db.select().from(spendingDeposit)
    expect(deposits.map((d) => d.amount).sort((a, b) => (a < b ? -1 : 1))).toEqual([
      75_500_000n,
      350_000_000n,
      1_200_000_000n,
    ])
    const [withdrawer] = paid
    const [usdt] = await t.app.db
      .select()
      .from(ledgerAccount)
      .where(and(eq(ledgerAccount.userId, withdrawer?.userId ?? 0), eq(ledgerAccount.currency, 'usdt')))
    expect(usdt).toMatchObject({ available: 1_080_000_000n, frozen: 0n })
    await until('the demo rewards', async () => {
      const socials = await t.app.db.select().from(bricksClaim).where(eq(bricksClaim.kind, 'social'))
      return socials.length === DEMO_COLLECTIONS.length ? true : undefined
    })
    const claims = await t.app.db.select().from(bricksClaim)
    const kinds = (kind: string) => claims.filter((c) => c.kind === kind).length
    expect(kinds('welcome')).toBe(DEMO_COLLECTIONS.length + DEMO_COLLECTORS.length)
    expect(kinds('checkin')).toBe(DEMO_COLLECTORS.length)
  })

  it('has a live drop minted by whitelisted collectors and an upcoming drop, made through the launchpad', async () => {
    const index = await until(
      'the demo drops',
      async () => {
        const res = await t.app.inject({ url: '/api/dcservice/launchpad/open/index', headers: t.signed() })
        const data = res.json().data as {
          live: { name: string; minted: number }[]
          upcoming: { name: string }[]
        }
        return data.live.some((d) => d.minted === 6) && data.upcoming.length > 0 ? data : undefined
      },
      120,
    )
    expect(index.live).toEqual([expect.objectContaining({ name: 'Neon Tides', minted: 6 })])
    expect(index.upcoming).toEqual([expect.objectContaining({ name: 'Paper Moons', minted: 0 })])
  })

  it('has a blind-box series on sale with boxes minted and opened through the flows', async () => {
    const opened = await until(
      'the demo boxes opened',
      async () => {
        const rows = await t.app.db.select().from(bboxOpen)
        return rows.length === 2 ? rows : undefined
      },
      120,
    )
    expect(opened.map((o) => o.holder).every((h) => collectorWallets.includes(h))).toBe(true)
    const [series] = await t.app.db.select().from(bboxSeries)
    expect(series).toMatchObject({ name: 'Night Garden', status: 'on_sale' })
    expect(await t.app.db.select().from(bboxBox)).toHaveLength(3)
  })

  it('registers .kid names through mint and the registry: creators’ default names, one near expiry', async () => {
    const wallets = Object.values(DEMO_CREATORS).map((c) => devAccount(c.dev).address.toLowerCase())
    const named = await until('the demo names', async () => {
      const answers = await Promise.all(
        wallets.map(
          async (w) =>
            (await t.app.inject({ url: `/api/dcservice/kns/open/default/${w}`, headers: t.signed() })).json()
              .data,
        ),
      )
      return answers.every((a) => a.name) ? answers : undefined
    })
    expect(named.map((a) => a.name)).toContain('mira_okafor.kid')
    const short = await t.app.inject({
      url: '/api/dcservice/kns/open/domain/state/collector',
      headers: t.signed(),
    })
    const expiresAt = Date.parse(short.json().data.expiresAt)
    expect(expiresAt - Date.now()).toBeLessThan(30 * 86_400_000)
    expect(short.json().data).toMatchObject({ state: 'registered', holder: collectorWallets[0] })
    // Its holder, whose spending balance the demo's deposit funds, lets KID renew it.
    const renewing = await until('the demo auto-renewal', async () => {
      const holders = await autoRenewHolders(t.app.db)
      return holders.length > 0 ? holders : undefined
    })
    expect(renewing).toEqual([collectorWallets[0]])
    // That collector puts the name on sale, through the listing service, ending before the name does.
    const item = await until('the name on sale', async () => {
      const found = await t.app.inject({
        url: `/api/dcservice/item/open/token?collection=${chain.deployment.contracts.registry}&tokenId=${short.json().data.tokenId}`,
        headers: t.signed(),
      })
      return found.json().data?.listing ? found.json().data : undefined
    })
    expect(item).toMatchObject({
      name: 'collector.kid',
      collectionName: 'KID Names',
      ownerAddress: collectorWallets[0],
    })
    expect(Date.parse(item.listing.endTime)).toBeLessThanOrEqual(expiresAt)
  })
})
