import type { ItemInfo } from '@kid/shared/market/views'
import { and, desc, eq } from 'drizzle-orm'
import { notFound } from '../../../platform/errors.ts'
import type { Members } from '../../account/index.ts'
import { kidNamesIn, kidNamesOf } from '../../kns/index.ts'
import { toCollectionView } from '../collections/view.ts'
import type { MarketReads } from '../deps.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketBalance, marketItem, marketItemAttribute } from '../tables/item.ts'
import { marketOffer } from '../tables/order.ts'
import { likesOf } from './likes.ts'
import { selectItems } from './rows.ts'
import { tokenUriOf } from './token-uri.ts'
import type { ViewCounter } from './views.ts'

/**
 * The item page (item/open/info, item/details): media, owners, creator, properties, collection,
 * cheapest listing, highest active offer, favourites, and the members behind those wallets. A draft is shown to
 * its creator only.
 */
export async function itemInfo(
  { db, members, kidNames }: MarketReads,
  id: number,
  viewerUserId: number | undefined,
  origin: string,
): Promise<ItemInfo> {
  const [item] = await selectItems(db, eq(marketItem.id, id), [], 1)
  if (!item || (item.status === 'draft' && item.creatorUserId !== viewerUserId))
    throw notFound('There is no such item.')
  const [properties, holders, [collection], [offer], [frozen], likes] = await Promise.all([
    db
      .select({ trait_type: marketItemAttribute.traitType, value: marketItemAttribute.value })
      .from(marketItemAttribute)
      .where(eq(marketItemAttribute.itemId, id))
      .orderBy(marketItemAttribute.traitType),
    db
      .select({ address: marketBalance.ownerAddress, amount: marketBalance.amount })
      .from(marketBalance)
      .where(eq(marketBalance.itemId, id))
      .orderBy(desc(marketBalance.amount), marketBalance.ownerAddress)
      .limit(20),
    db.select().from(marketCollection).where(eq(marketCollection.id, item.collectionId)),
    db
      .select()
      .from(marketOffer)
      .where(and(eq(marketOffer.itemId, id), eq(marketOffer.state, 'active')))
      .orderBy(desc(marketOffer.priceWei), desc(marketOffer.id))
      .limit(1),
    db.select({ hash: marketItem.metadataHash }).from(marketItem).where(eq(marketItem.id, id)),
    likesOf(db, id, viewerUserId),
  ])
  if (!collection) throw notFound('There is no such item.')
  const owners =
    item.standard === 1155
      ? holders.map((h) => ({ address: h.address, amount: String(h.amount) }))
      : item.ownerAddress
        ? [{ address: item.ownerAddress, amount: '1' }]
        : []
  const wallets = [item.creatorAddress, ...owners.map((o) => o.address)]
  const [named, names] = await Promise.all([membersOf(members, wallets), kidNamesOf(kidNames, wallets)])
  return {
    ...item,
    ...likes,
    properties,
    owners,
    collection: toCollectionView(collection),
    highestOffer: offer
      ? {
          offerId: offer.id,
          priceWei: String(offer.priceWei),
          currency: offer.currency,
          bidder: offer.bidderAddress,
        }
      : null,
    tokenUri: item.status === 'draft' ? tokenUriOf(origin, item.id) : null,
    metadataHash: frozen?.hash ?? null,
    members: named,
    kidNames: kidNamesIn(names, wallets),
  }
}

/** Members by bound wallet (a wallet is bound to one account at most): the page names them. */
async function membersOf(members: Members, addresses: string[]) {
  const byWallet = await members.byWallets(addresses)
  return [...byWallet].map(([address, m]) => ({
    address,
    userId: m.id,
    username: m.username,
    avatar: m.headimgurl,
  }))
}

/** GET item/open/info: the page, and one more view when this visitor has not viewed it this hour. */
export async function viewItem(
  reads: MarketReads,
  views: ViewCounter,
  id: number,
  viewer: { userId: number | undefined; key: string },
  origin: string,
) {
  const info = await itemInfo(reads, id, viewer.userId, origin)
  if (info.status === 'minted') await views.count(id, viewer.key)
  return info
}
