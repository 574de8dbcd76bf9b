import * as Exchange from '@kid/contracts/artifacts/Exchange'
import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import { type Address, zeroAddress } from 'viem'
import type { Tx } from '../../../../platform/db/database.ts'
import type { ChainEvent } from '../../../chain/index.ts'
import { refreshCollectionStats } from '../../collections/stats.ts'
import { marketActivity, marketEarning } from '../../tables/activity.ts'
import type { TradeDeps } from '../deps.ts'
import type { Listing } from '../orders.ts'
import { aboutEvent, tellTrade } from '../trade-notices.ts'

/** What recording a sale needs of the listing (or of an unlisted item's offer). */
export type SoldItem = Pick<
  Listing,
  'itemId' | 'collectionId' | 'sellerAddress' | 'currency' | 'channel' | 'collection' | 'tokenId'
>

/**
 * What a sale paid whom, exactly as the Exchange split it in that block: the fee by channel
 * (fixed price or auction), the collection's ERC-2981 royalty on the total, the seller the rest.
 */
async function split(deps: TradeDeps, l: SoldItem, total: bigint, blockNumber: bigint) {
  const [, fixedBps, auctionBps] = await deps.client.readContract({
    address: deps.domain.exchange,
    abi: Exchange.abi,
    functionName: 'fees',
    blockNumber,
  })
  const fee = (total * BigInt((l.channel & 1) !== 0 ? auctionBps : fixedBps)) / 10_000n
  const [receiver, royalty] = await deps.client
    .readContract({
      address: l.collection,
      abi: KidERC721.abi,
      functionName: 'royaltyInfo',
      args: [l.tokenId, total],
      blockNumber,
    })
    .catch(() => [zeroAddress, 0n] as const)
  const paid = receiver === zeroAddress ? 0n : royalty
  return { royaltyTo: receiver.toLowerCase(), royalty: paid, proceeds: total - fee - paid }
}

/** The 'sale' activity of a fill, the creator's royalty and the seller's proceeds, and the collection's stats. */
export async function recordSale(
  deps: TradeDeps,
  tx: Tx,
  event: ChainEvent,
  l: SoldItem,
  sale: { buyer: Address; amount: bigint; total: bigint },
): Promise<void> {
  const [activity] = await tx
    .insert(marketActivity)
    .values({
      itemId: l.itemId,
      collectionId: l.collectionId,
      kind: 'sale',
      fromAddress: l.sellerAddress,
      toAddress: sale.buyer.toLowerCase(),
      amount: sale.amount,
      priceWei: sale.total,
      currency: l.currency,
      txHash: event.txHash,
      logIndex: event.logIndex,
      chainEventId: event.id,
    })
    .onConflictDoNothing()
    .returning({ id: marketActivity.id })
  if (!activity) return
  const parts = await split(deps, l, sale.total, BigInt(event.blockNumber))
  const earnings = [{ kind: 'sale', creatorAddress: l.sellerAddress, amountWei: parts.proceeds }]
  if (parts.royalty > 0n)
    earnings.push({ kind: 'royalty', creatorAddress: parts.royaltyTo, amountWei: parts.royalty })
  await tx
    .insert(marketEarning)
    .values(earnings.map((e) => ({ ...e, itemId: l.itemId, activityId: activity.id, currency: l.currency })))
  await refreshCollectionStats(tx, [l.collectionId])
  await tellTrade(deps, tx, 'sold', {
    wallet: l.sellerAddress,
    itemId: l.itemId,
    priceWei: sale.total,
    currency: l.currency,
    ...aboutEvent(event),
  })
}
