import { and, eq, sql } from 'drizzle-orm'
import { type PublicClient, zeroAddress } from 'viem'
import type { Tx } from '../../../platform/db/database.ts'
import type { ChainEvent } from '../../chain/index.ts'
import { refreshCollectionStats } from '../collections/stats.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketBalance, marketItem } from '../tables/item.ts'
import { addDropItem, claimMintedDraft } from './mint.ts'

export type Move = { tokenId: bigint; from: string; to: string; amount: bigint; operator: string }

type Collection = typeof marketCollection.$inferSelect
/** The item a mint makes or claims, if the catalog keeps it. */
type ItemOfMint = (
  tx: Tx,
  collection: Collection,
  event: ChainEvent,
  move: Move,
) => Promise<number | undefined>

/**
 * Keeps ownership current from the collections' transfer events (both standards, shared and
 * factory-made): a mint claims its draft, every move updates the ERC-721 owner or the ERC-1155
 * balances and adds an activity row tied to the chain event (unique, so a replay adds nothing).
 */
export function transferHandler(client: PublicClient, origin: string) {
  return trackTransfers((tx, collection, event, move) =>
    claimMintedDraft(
      tx,
      client,
      collection,
      event,
      move.tokenId,
      collection.standard === 1155 ? move.operator : move.to.toLowerCase(),
      origin,
    ),
  )
}

/**
 * The same for launchpad drops (PAD-721): a drop has no drafts, so each minted token becomes a
 * minted item of the drop's collection at once, picture and words from the drop, and can be listed.
 */
export function dropTransferHandler(origin: string) {
  return trackTransfers((tx, collection, event, move) => addDropItem(tx, collection, event, move, origin))
}

export function trackTransfers(itemOfMint: ItemOfMint) {
  return async (event: ChainEvent, tx: Tx): Promise<void> => {
    const [collection] = await tx
      .select()
      .from(marketCollection)
      .where(and(eq(marketCollection.chainId, event.chainId), eq(marketCollection.address, event.address)))
    if (!collection) return
    for (const move of movesOf(event)) {
      const from = move.from.toLowerCase()
      const to = move.to.toLowerCase()
      const minted = from === zeroAddress
      const itemId = minted
        ? await itemOfMint(tx, collection, event, move)
        : await itemOfToken(tx, collection.id, move.tokenId)
      if (itemId === undefined) continue
      if (collection.standard === 721) {
        // A burn (to the zero address) leaves the token without a holder.
        const owner = to === zeroAddress ? null : to
        await tx.update(marketItem).set({ ownerAddress: owner }).where(eq(marketItem.id, itemId))
      } else {
        await addBalance(tx, itemId, to, move.amount)
        if (!minted) await addBalance(tx, itemId, from, -move.amount)
      }
      await tx
        .insert(marketActivity)
        .values({
          itemId,
          collectionId: collection.id,
          kind: minted ? 'mint' : 'transfer',
          fromAddress: minted ? null : from,
          toAddress: to,
          amount: move.amount,
          txHash: event.txHash,
          logIndex: event.logIndex,
          chainEventId: event.id,
        })
        .onConflictDoNothing()
    }
    await refreshCollectionStats(tx, [collection.id])
  }
}

function movesOf(event: ChainEvent): Move[] {
  const a = event.args
  const operator = String(a.operator ?? '')
  if (event.eventName === 'Transfer')
    return [
      { tokenId: BigInt(String(a.tokenId)), from: String(a.from), to: String(a.to), amount: 1n, operator },
    ]
  if (event.eventName === 'TransferSingle')
    return [
      {
        tokenId: BigInt(String(a.id)),
        from: String(a.from),
        to: String(a.to),
        amount: BigInt(String(a.value)),
        operator,
      },
    ]
  const ids = a.ids as string[]
  const values = a.values as string[]
  return ids.map((id, i) => ({
    tokenId: BigInt(id),
    from: String(a.from),
    to: String(a.to),
    amount: BigInt(values[i] ?? '0'),
    operator,
  }))
}

async function itemOfToken(tx: Tx, collectionId: number, tokenId: bigint): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: marketItem.id })
    .from(marketItem)
    .where(and(eq(marketItem.collectionId, collectionId), eq(marketItem.tokenId, tokenId)))
  return row?.id
}

/** Adds (or with a negative amount, takes) copies; a holding that reaches 0 is removed. */
async function addBalance(tx: Tx, itemId: number, owner: string, amount: bigint): Promise<void> {
  if (owner === zeroAddress) return
  await tx
    .insert(marketBalance)
    .values({ itemId, ownerAddress: owner, amount })
    .onConflictDoUpdate({
      target: [marketBalance.itemId, marketBalance.ownerAddress],
      set: { amount: sql`${marketBalance.amount} + ${String(amount)}::numeric` },
    })
  await tx
    .delete(marketBalance)
    .where(
      and(
        eq(marketBalance.itemId, itemId),
        eq(marketBalance.ownerAddress, owner),
        sql`${marketBalance.amount} <= 0`,
      ),
    )
}
