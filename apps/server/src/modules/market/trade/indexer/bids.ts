import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../../../platform/db/database.ts'
import type { ChainEvent } from '../../../chain/index.ts'
import { marketActivity } from '../../tables/activity.ts'
import { marketOffer } from '../../tables/order.ts'
import type { TradeDeps } from '../deps.ts'
import { listingByHash } from '../orders.ts'
import { aboutEvent, tellTrade } from '../trade-notices.ts'

/**
 * BidPlaced(optionHash, bidder, price, endTime): the Exchange escrowed a bid and refunded the one it
 * beat. The new bid becomes an on-chain offer row tied to its event; the previous one is 'outbid'
 * and its bidder gets a notice.
 */
export const onBidPlaced = (deps: TradeDeps) => async (event: ChainEvent, tx: Tx) => {
  const l = await listingByHash(tx, String(event.args.optionHash))
  if (!l) return
  const bidder = String(event.args.bidder).toLowerCase()
  const price = BigInt(String(event.args.price))
  const beaten = await tx
    .update(marketOffer)
    .set({ state: 'outbid', closedBlock: event.blockNumber })
    .where(and(eq(marketOffer.orderId, l.id), eq(marketOffer.onchain, true), eq(marketOffer.state, 'active')))
    .returning({ bidder: marketOffer.bidderAddress, price: marketOffer.priceWei })
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
    await tellTrade(deps, tx, 'outbid', {
      wallet: previous.bidder,
      itemId: l.itemId,
      priceWei: previous.price,
      currency: l.currency,
      ...aboutEvent(event),
    })
  }
}
