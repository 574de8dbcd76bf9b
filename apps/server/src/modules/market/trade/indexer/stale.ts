import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../../../platform/db/database.ts'
import type { ChainEvent } from '../../../chain/index.ts'
import { marketCollection } from '../../tables/collection.ts'
import { marketItem } from '../../tables/item.ts'
import { marketOrder } from '../../tables/order.ts'
import type { TradeDeps } from '../deps.ts'
import { refreshStatsOfItems } from './stats.ts'

/** Active listings of `seller` in the collection at `address` (one token, or all of them). */
async function expire(tx: Tx, event: ChainEvent, seller: string, tokenId?: bigint) {
  const items = tx
    .select({ id: marketItem.id })
    .from(marketItem)
    .innerJoin(marketCollection, eq(marketCollection.id, marketItem.collectionId))
    .where(
      and(
        sql`lower(${marketCollection.address}) = ${event.address.toLowerCase()}`,
        eq(marketCollection.chainId, event.chainId),
        tokenId === undefined ? undefined : eq(marketItem.tokenId, tokenId),
      ),
    )
  const expired = await tx
    .update(marketOrder)
    .set({ state: 'expired', closedBlock: event.blockNumber })
    .where(
      and(
        eq(marketOrder.state, 'active'),
        eq(marketOrder.sellerAddress, seller),
        inArray(marketOrder.itemId, items),
      ),
    )
    .returning({ itemId: marketOrder.itemId })
  await refreshStatsOfItems(
    tx,
    expired.map((o) => o.itemId),
  )
}

/**
 * ERC-721 Transfer away from a seller: the listing can no longer be filled, so it leaves the
 * marketplace at once (a sale's own Transfer is followed by its fill event, which marks it filled).
 * ERC-1155 listings are checked against the balance when someone trades them (liveListing).
 */
export async function onTransfer721(event: ChainEvent, tx: Tx) {
  const from = String(event.args.from).toLowerCase()
  await expire(tx, event, from, BigInt(String(event.args.tokenId)))
}

/** ApprovalForAll revoked for the exchange: none of the owner's listings there can be filled. */
export const onApprovalForAll = (deps: TradeDeps) => async (event: ChainEvent, tx: Tx) => {
  if (event.args.approved !== false) return
  if (String(event.args.operator).toLowerCase() !== deps.domain.exchange.toLowerCase()) return
  // OpenZeppelin names the holder `owner` in ERC-721 and `account` in ERC-1155.
  await expire(tx, event, String(event.args.owner ?? event.args.account).toLowerCase())
}
