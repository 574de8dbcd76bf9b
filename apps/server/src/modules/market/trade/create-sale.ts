import { hashOption } from '@kid/contracts/market/hashOption'
import type { Option } from '@kid/contracts/market/typedData'
import type { OrderView } from '@kid/shared/market/trade'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Hex } from 'viem'
import { badRequest } from '../../../platform/errors.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem } from '../tables/item.ts'
import { marketOrder } from '../tables/order.ts'
import { unfillableReason } from './chain-checks.ts'
import { type TradeDeps, tradeNow } from './deps.ts'
import { refreshStatsOfItems } from './indexer/stats.ts'
import { nameOutlivedReason } from './name-expiry.ts'
import { optionRuleBroken, toDate } from './option-rules.ts'
import { findTarget, viewsOf } from './orders.ts'
import { batchOf, isBatchSigned, isOptionSigned } from './signatures.ts'

export const SALE_TEXT = {
  badSignature: 'The signature does not match this listing. Please sign it again with your wallet.',
  oneSigner: 'Every listing of a batch must be signed by the same wallet.',
  unknownCollection: 'This collection is not on KID.',
  unknownItem: 'This item is not on KID yet.',
  alreadyListed: 'You already have an active listing of this item; change or cancel it instead.',
  duplicate: 'This listing exists already.',
} as const

/**
 * POST item/sale/create: one signed option, or a batch signed as one merkle root. Every check runs
 * before anything is written (signature, bound wallet, rules, the chain's owner, approval, currency,
 * nonce and royalty), then all the listings and their 'list' activities are stored together.
 */
export async function createSale(
  deps: TradeDeps,
  userId: number,
  options: Option[],
  signature: Hex,
  replaces?: number,
): Promise<OrderView[]> {
  const signer = options[0]?.signer
  if (!signer || options.some((o) => o.signer.toLowerCase() !== signer.toLowerCase()))
    throw badRequest(SALE_TEXT.oneSigner)
  const seller = await deps.callers.boundSigner(userId, signer)
  const batch = options.length > 1 ? batchOf(options) : undefined
  const signed = batch
    ? await isBatchSigned(deps.domain, batch.root, signer, signature)
    : await isOptionSigned(deps.domain, options[0] as Option, signature)
  if (!signed) throw badRequest(SALE_TEXT.badSignature)

  const now = await tradeNow(deps)
  const rows: { itemId: number; collectionId: number; order: typeof marketOrder.$inferInsert }[] = []
  for (const [i, o] of options.entries()) {
    const target = await findTarget(deps.db, deps.domain.chainId, o.collection, o.tokenId)
    if (!target) throw badRequest(await unknownTarget(deps, o))
    const broken =
      optionRuleBroken(o, target.standard, now) ??
      (await nameOutlivedReason(deps, o, 'listing')) ??
      (await unfillableReason(deps.client, deps.domain.exchange, o, { listing: true }))
    if (broken) throw badRequest(options.length > 1 ? `Token ${o.tokenId}: ${broken}` : broken)
    rows.push({
      itemId: target.itemId,
      collectionId: target.collectionId,
      order: {
        itemId: target.itemId,
        sellerAddress: seller,
        sellerUserId: userId,
        channel: o.channel,
        amount: o.amount,
        priceWei: o.price,
        currency: o.currency.toLowerCase(),
        royaltyRate: o.royaltyRate,
        nonce: o.nonce,
        startTime: toDate(o.startTime),
        endTime: toDate(o.endTime),
        expectedPrice: (o.channel & 1) !== 0 ? o.price : 0n,
        signature,
        optionHash: batch?.hashes[i] ?? hashOption(o),
        merkleRoot: batch?.root ?? null,
        merkleProof: batch?.proofs[i] ?? null,
        metadataHash: target.metadataHash,
      },
    })
  }
  const ids = await deps.db.transaction(async (tx) => {
    const itemIds = rows.map((r) => r.itemId)
    // Serialises listings of the same items, so two requests cannot both pass the check below.
    await tx
      .select({ id: marketItem.id })
      .from(marketItem)
      .where(inArray(marketItem.id, itemIds))
      .for('update')
    if (replaces) await tx.update(marketOrder).set({ state: 'cancelled' }).where(eq(marketOrder.id, replaces))
    const [open] = await tx
      .select({ id: marketOrder.id })
      .from(marketOrder)
      .where(
        and(
          inArray(marketOrder.itemId, itemIds),
          eq(marketOrder.sellerAddress, seller),
          eq(marketOrder.state, 'active'),
          gt(marketOrder.endTime, sql`now()`),
        ),
      )
    if (open) throw badRequest(SALE_TEXT.alreadyListed)
    const inserted = await tx
      .insert(marketOrder)
      .values(rows.map((r) => r.order))
      .onConflictDoNothing()
      .returning({ id: marketOrder.id })
    if (inserted.length !== rows.length) throw badRequest(SALE_TEXT.duplicate)
    await tx.insert(marketActivity).values(
      rows.map((r) => ({
        itemId: r.itemId,
        collectionId: r.collectionId,
        kind: 'list',
        fromAddress: seller,
        amount: r.order.amount,
        priceWei: r.order.priceWei,
        currency: r.order.currency,
      })),
    )
    await refreshStatsOfItems(tx, itemIds)
    return inserted.map((r) => r.id)
  })
  return viewsOf(deps.db, ids)
}

async function unknownTarget(deps: TradeDeps, o: Option): Promise<string> {
  const [known] = await deps.db
    .select({ id: marketCollection.id })
    .from(marketCollection)
    .where(
      and(
        eq(marketCollection.chainId, deps.domain.chainId),
        sql`lower(${marketCollection.address}) = ${o.collection.toLowerCase()}`,
      ),
    )
  return known ? SALE_TEXT.unknownItem : SALE_TEXT.unknownCollection
}
