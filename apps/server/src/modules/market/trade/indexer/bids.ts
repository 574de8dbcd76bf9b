import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../../../platform/db/database.ts'
import type { ChainEvent } from '../../../chain/index.ts'
import { notify } from '../../../notice/index.ts'
import { marketActivity } from '../../tables/activity.ts'
import { marketOffer } from '../../tables/order.ts'
import type { TradeDeps } from '../deps.ts'
import { listingByHash } from '../orders.ts'

/** newstype of an outbid notice (ours: the spec lists no marketplace values). */
export const NEWSTYPE_OUTBID = 20

/**
 * BidPlaced(optionHash, bidder, price, endTime): the Exchange escrowed a bid and refunded the one it
 * beat. The new bid becomes an on-chain offer row tied to its event; the previous one is 'outbid'
 * and its bidder gets a notice.
 */
export const onBidPlaced = (deps: Pick<TradeDeps, 'members'>) => async (event: ChainEvent, tx: Tx) => {
  const l = await listingByHash(tx, String(event.args.optionHash))
  if (!l) return
  const bidder = String(event.args.bidder).toLowerCase()
  const price = BigInt(String(event.args.price))
  const beaten = await tx
    .update(marketOffer)
    .set({ state: 'outbid', closedBlock: event.blockNumber })
    .where(and(eq(marketOffer.orderId, l.id), eq(marketOffer.onchain, true), eq(marketOffer.state, 'active')))
    .returning({ bidder: marketOffer.bidderAddress, userId: marketOffer.bidderUserId })
  await tx
    .insert(marketOffer)
    .values({
      orderId: l.id,
      itemId: l.itemId,
      bidderAddress: bidder,
      amount: l.amount,
      priceWei: price,
      currency: l.currency,
      expireTime: new Date(Number(event.args.endTime) * 1000),
      state: 'active',
      onchain: true,
      chainEventId: event.id,
      metadataHash: l.metadataHash,
    })
    .onConflictDoNothing()
  await tx
    .insert(marketActivity)
    .values({
      itemId: l.itemId,
      collectionId: l.collectionId,
      kind: 'bid',
      fromAddress: bidder,
      amount: l.amount,
      priceWei: price,
      currency: l.currency,
      txHash: event.txHash,
      logIndex: event.logIndex,
      chainEventId: event.id,
    })
    .onConflictDoNothing()
  for (const previous of beaten) {
    if (previous.bidder === bidder) continue
    await notify(tx, deps.members, {
      wallet: previous.bidder,
      title: 'You have been outbid',
      content: `Someone placed a higher bid on a listing you bid on. Your bid was refunded to <b>${previous.bidder}</b>.`,
      newstype: NEWSTYPE_OUTBID,
      contentid: String(l.id),
      chainEventId: event.id,
    })
  }
}
