import type { OfferView } from '@kid/shared/market/trade'
import { type Page, toPage } from '@kid/shared/page'
import { and, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm'
import { kidNamesIn, kidNamesOf } from '../../../kns/index.ts'
import type { MarketReads } from '../../deps.ts'
import { marketOffer, marketOrder } from '../../tables/order.ts'
import { offerView } from './offer-rows.ts'

type Paging = { page: number; size: number }

async function pageOf(
  { db, members, kidNames }: MarketReads,
  where: SQL | undefined,
  paging: Paging,
  order = [desc(marketOffer.id)],
): Promise<Page<OfferView>> {
  const rows = await db
    .select({ offer: marketOffer })
    .from(marketOffer)
    .leftJoin(marketOrder, eq(marketOrder.id, marketOffer.orderId))
    .where(where)
    .orderBy(...order)
    .limit(paging.size + 1)
    .offset((paging.page - 1) * paging.size)
  // An offer signed here names its member; an auction's bid, read from the chain, only its wallet.
  const offers = rows.map((r) => r.offer)
  const [byId, byWallet, names] = await Promise.all([
    members.byIds(offers.flatMap((o) => o.bidderUserId ?? [])),
    members.byWallets(offers.flatMap((o) => (o.bidderUserId === null ? o.bidderAddress : []))),
    kidNamesOf(
      kidNames,
      offers.map((o) => o.bidderAddress),
    ),
  ])
  const bidderOf = (o: (typeof offers)[number]) =>
    o.bidderUserId === null ? byWallet.get(o.bidderAddress.toLowerCase()) : byId.get(o.bidderUserId)
  return toPage(
    offers.map((o) => offerView(o, bidderOf(o), kidNamesIn(names, [o.bidderAddress]))),
    paging,
  )
}

// A signed offer past its expiry can no longer be accepted; an escrowed bid stands until settled.
const active = and(
  eq(marketOffer.state, 'active'),
  or(eq(marketOffer.onchain, true), gt(marketOffer.expireTime, sql`now()`)),
)

/** GET item/offer/highest/{orderId}: the best open offer or bid of a listing, or null. */
export async function highestOffer(reads: MarketReads, orderId: number): Promise<OfferView | null> {
  const page = await pageOf(reads, and(eq(marketOffer.orderId, orderId), active), { page: 1, size: 1 }, [
    desc(marketOffer.priceWei),
    desc(marketOffer.id),
  ])
  return page.list[0] ?? null
}

/** POST item/offer/detail: every offer and bid of a listing, newest first, whatever became of it. */
export const offerHistory = (reads: MarketReads, orderId: number, paging: Paging) =>
  pageOf(reads, eq(marketOffer.orderId, orderId), paging)

/** Open offers of an item (POST item/offer/open/list/{itemId}, GET item/offer/open/item/{id}) or a listing. */
export const openOffers = (reads: MarketReads, by: 'item' | 'order', id: number, paging: Paging) =>
  pageOf(
    reads,
    and(by === 'item' ? eq(marketOffer.itemId, id) : eq(marketOffer.orderId, id), active),
    paging,
    [desc(marketOffer.priceWei), desc(marketOffer.id)],
  )

/** POST item/offer/open/{made|received}/{address}: offers a wallet made, or received on its listings. */
export const walletOffers = (
  reads: MarketReads,
  filter: 'made' | 'received',
  address: string,
  paging: Paging,
) =>
  pageOf(
    reads,
    filter === 'made'
      ? eq(marketOffer.bidderAddress, address)
      : and(eq(marketOrder.sellerAddress, address), active),
    paging,
  )
