import { and, eq, inArray, lt } from 'drizzle-orm'
import type { Tx } from '../../../../platform/db/database.ts'
import type { ChainEvent } from '../../../chain/index.ts'
import { marketActivity } from '../../tables/activity.ts'
import { marketItem } from '../../tables/item.ts'
import { marketOffer, marketOrder } from '../../tables/order.ts'
import { holdsNoEscrowedBid } from '../escrow.ts'
import { refreshStatsOfItems } from './stats.ts'

/**
 * Closes the seller's still-active listings the chain just made unusable, with a 'cancel' activity
 * each. Listings already cancelled off-chain are left as they are (their cancel activity exists).
 */
async function cancelOrders(tx: Tx, event: ChainEvent, where: ReturnType<typeof and>) {
  const closed = await tx
    .update(marketOrder)
    .set({ state: 'cancelled', closedBlock: event.blockNumber })
    .where(and(eq(marketOrder.state, 'active'), where))
    .returning({ id: marketOrder.id, itemId: marketOrder.itemId, seller: marketOrder.sellerAddress })
  for (const order of closed) {
    const [item] = await tx
      .select({ collectionId: marketItem.collectionId })
      .from(marketItem)
      .where(eq(marketItem.id, order.itemId))
    if (!item) continue
    await tx
      .insert(marketActivity)
      .values({
        itemId: order.itemId,
        collectionId: item.collectionId,
        kind: 'cancel',
        fromAddress: order.seller,
        txHash: event.txHash,
        logIndex: event.logIndex,
        chainEventId: event.id,
      })
      .onConflictDoNothing()
  }
  await refreshStatsOfItems(
    tx,
    closed.map((o) => o.itemId),
  )
  if (closed.length > 0) {
    await tx
      .update(marketOffer)
      .set({ state: 'expired', closedBlock: event.blockNumber })
      .where(
        and(
          inArray(
            marketOffer.orderId,
            closed.map((o) => o.id),
          ),
          eq(marketOffer.state, 'active'),
          eq(marketOffer.onchain, false),
        ),
      )
  }
}

const signerOf = (event: ChainEvent) => String(event.args.signer).toLowerCase()

/** NonceCancelled(signer, nonce): the listing with that nonce. */
export async function onNonceCancelled(event: ChainEvent, tx: Tx) {
  await cancelOrders(
    tx,
    event,
    and(
      eq(marketOrder.sellerAddress, signerOf(event)),
      eq(marketOrder.nonce, BigInt(String(event.args.nonce))),
    ),
  )
}

/**
 * AllCancelled(signer, minNonce): every listing below the new floor, except auctions holding an
 * escrowed bid (their nonce was spent by the bid and settle still delivers them).
 */
export async function onAllCancelled(event: ChainEvent, tx: Tx) {
  await cancelOrders(
    tx,
    event,
    and(
      eq(marketOrder.sellerAddress, signerOf(event)),
      lt(marketOrder.nonce, BigInt(String(event.args.minNonce))),
      holdsNoEscrowedBid(tx),
    ),
  )
}

/** OfferCancelled(offerHash): the bidder withdrew a signed offer on-chain. */
export async function onOfferCancelled(event: ChainEvent, tx: Tx) {
  await tx
    .update(marketOffer)
    .set({ state: 'cancelled', closedBlock: event.blockNumber })
    .where(
      and(
        eq(marketOffer.offerHash, String(event.args.offerHash).toLowerCase()),
        eq(marketOffer.state, 'active'),
      ),
    )
}

/** AuctionReclaimed(optionHash, bidder, price): never delivered, the winner took the escrow back. */
export async function onAuctionReclaimed(event: ChainEvent, tx: Tx) {
  const [order] = await tx
    .update(marketOrder)
    .set({ state: 'expired', closedBlock: event.blockNumber })
    .where(
      and(
        eq(marketOrder.optionHash, String(event.args.optionHash).toLowerCase()),
        eq(marketOrder.state, 'active'),
      ),
    )
    .returning({ id: marketOrder.id })
  if (!order) return
  await tx
    .update(marketOffer)
    .set({ state: 'cancelled', closedBlock: event.blockNumber })
    .where(
      and(eq(marketOffer.orderId, order.id), eq(marketOffer.onchain, true), eq(marketOffer.state, 'active')),
    )
}
