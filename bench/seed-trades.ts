// The benchmark marketplace's trading history: active listings (a fifth of the minted items), sold
// and cancelled listings, transfers, open offers, and the activity each leaves.
import type { marketActivity } from '@kid/server/modules/market/tables/activity'
import { marketOffer, marketOrder } from '@kid/server/modules/market/tables/order'
import type { Db } from '@kid/server/platform/db/database'
import { zeroAddress } from 'viem'
import {
  benchHash,
  benchPrice,
  benchWallet,
  type MarketSize,
  orderRow,
  type PlannedItem,
} from './market-world.ts'
import { type Activity, insertActivity, type Sale } from './seed-activity.ts'
import { insertIds, insertRows } from './seed-rows.ts'

type World = {
  plan: PlannedItem[]
  itemIds: number[]
  collectionIds: number[]
  size: MarketSize
  rand: () => number
  now: number
  is1155: (collection: number) => boolean
}
type Kind = (typeof marketActivity.$inferInsert)['kind']

export async function seedTrades(db: Db, w: World): Promise<void> {
  const { plan, rand, now, size } = w
  const minted = plan.filter((p) => p.minted)
  const pick = () => minted[Math.floor(rand() * minted.length)] as PlannedItem
  const wallet = () => benchWallet(Math.floor(rand() * size.users))
  const later = (at: Date, ms = rand() * (now - at.getTime())) => new Date(at.getTime() + ms)
  const itemId = (p: PlannedItem) => w.itemIds[p.n] as number
  const activity: { row: Activity; sale?: Sale }[] = []
  const act = (p: PlannedItem, kind: Kind, at: Date, row: Partial<Activity> = {}, sale?: Sale) =>
    activity.push({
      row: {
        itemId: itemId(p),
        collectionId: w.collectionIds[p.collection] as number,
        kind,
        createdAt: at,
        ...row,
      },
      sale,
    })
  for (const p of minted)
    act(p, 'mint', p.createdAt, { fromAddress: zeroAddress, toAddress: benchWallet(p.creator) })

  const orders: ReturnType<typeof orderRow>[] = []
  const order = (
    p: PlannedItem,
    state: 'active' | 'filled' | 'cancelled',
    price: bigint,
    auction = false,
  ) => {
    const seller = benchWallet(p.owner)
    const channel = w.is1155(p.collection) ? 2 : auction ? 1 : 0
    const at = later(p.createdAt)
    orders.push(
      orderRow({ itemId: itemId(p), seller, channel, price, nonce: orders.length + 1 }, state, at, now),
    )
    act(p, 'list', at, { fromAddress: seller, priceWei: price, currency: zeroAddress })
    return { seller, at: later(at, 60_000) }
  }
  for (const p of plan) if (p.listing) order(p, 'active', p.listing.price, p.listing.auction)
  for (let i = 0; i < size.items * 0.3; i++) {
    const p = pick()
    const price = benchPrice(rand())
    const { seller, at } = order(p, 'filled', price)
    const row = {
      fromAddress: seller,
      toAddress: wallet(),
      priceWei: price,
      currency: zeroAddress,
      txHash: benchHash(3, i),
    }
    act(p, 'sale', at, row, { seller, creator: benchWallet(p.creator), price })
  }
  for (let i = 0; i < size.items * 0.1; i++) {
    const p = pick()
    const { seller, at } = order(p, 'cancelled', benchPrice(rand()))
    act(p, 'cancel', at, { fromAddress: seller })
  }
  for (let i = 0; i < size.items * 0.05; i++) {
    const p = pick()
    act(p, 'transfer', later(p.createdAt), { fromAddress: benchWallet(p.owner), toAddress: wallet() })
  }
  const orderIds = await insertIds(db, marketOrder, orders)
  const listingOf = new Map(orders.flatMap((o, i) => (o.state === 'active' ? [[o.itemId, orderIds[i]]] : [])))
  const offers = Array.from({ length: size.items * 0.1 }, (_, i) => {
    const p = pick()
    const at = later(p.createdAt)
    const offer = { bidderAddress: wallet(), priceWei: benchPrice(rand() * 0.8), currency: zeroAddress }
    act(p, 'offer', at, { fromAddress: offer.bidderAddress, priceWei: offer.priceWei, currency: zeroAddress })
    const expireTime = new Date(now + 7 * 86_400_000)
    const signed = {
      signature: `0x${'00'.repeat(65)}`,
      offerHash: benchHash(4, i),
      expireTime,
      createdAt: at,
    }
    return { ...offer, ...signed, itemId: itemId(p), orderId: listingOf.get(itemId(p)) ?? null }
  })
  await insertRows(db, marketOffer, offers)
  await insertActivity(db, activity)
}
