import type { Option } from '@kid/contracts/market/typedData'
import type { OrderView } from '@kid/shared/market/trade'
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import type { Db, Tx } from '../../../platform/db/database.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketOrderFill } from '../tables/fill.ts'
import { marketItem } from '../tables/item.ts'
import { marketOrder } from '../tables/order.ts'
import { toSeconds } from './option-rules.ts'

export type OrderRow = typeof marketOrder.$inferSelect
/**
 * A listing with what its option needs from the item and the collection, and the item's current
 * metadata hash (the listing's own `metadataHash` is the one it was made on).
 */
export type Listing = OrderRow & {
  tokenId: bigint
  collection: Address
  collectionId: number
  itemMetadataHash: string | null
}

/** The item an option names, on a collection the marketplace knows, or undefined. */
export async function findTarget(db: Db | Tx, chainId: number, collection: Address, tokenId: bigint) {
  const [row] = await db
    .select({
      itemId: marketItem.id,
      collectionId: marketCollection.id,
      standard: marketCollection.standard,
      metadataHash: marketItem.metadataHash,
    })
    .from(marketCollection)
    .innerJoin(
      marketItem,
      and(eq(marketItem.collectionId, marketCollection.id), eq(marketItem.tokenId, tokenId)),
    )
    .where(
      and(
        eq(marketCollection.chainId, chainId),
        sql`lower(${marketCollection.address}) = ${collection.toLowerCase()}`,
      ),
    )
  return row
}

const listingColumns = {
  order: marketOrder,
  tokenId: marketItem.tokenId,
  collection: marketCollection.address,
  collectionId: marketCollection.id,
  itemMetadataHash: marketItem.metadataHash,
}

function toListing(row: {
  order: OrderRow
  tokenId: bigint | null
  collection: string | null
  collectionId: number
  itemMetadataHash: string | null
}) {
  return {
    ...row.order,
    tokenId: row.tokenId ?? 0n,
    collection: (row.collection ?? '') as Address,
    collectionId: row.collectionId,
    itemMetadataHash: row.itemMetadataHash,
  }
}

export async function loadListing(db: Db | Tx, where: ReturnType<typeof eq>): Promise<Listing | undefined> {
  const [row] = await db
    .select(listingColumns)
    .from(marketOrder)
    .innerJoin(marketItem, eq(marketItem.id, marketOrder.itemId))
    .innerJoin(marketCollection, eq(marketCollection.id, marketItem.collectionId))
    .where(where)
  return row && toListing(row)
}
export const listingById = (db: Db | Tx, orderId: number) => loadListing(db, eq(marketOrder.id, orderId))
export const listingByHash = (db: Db | Tx, hash: string) =>
  loadListing(db, eq(marketOrder.optionHash, hash.toLowerCase()))

/** The option exactly as the seller signed it, rebuilt from the stored listing. */
export function optionOf(l: Listing): Option {
  return {
    channel: l.channel,
    collection: l.collection,
    tokenId: l.tokenId,
    amount: l.amount,
    signer: l.sellerAddress as Address,
    nonce: l.nonce,
    startTime: toSeconds(l.startTime),
    endTime: toSeconds(l.endTime),
    price: l.priceWei,
    currency: l.currency as Address,
    royaltyRate: l.royaltyRate,
  }
}

/** Units of the listing filled so far by indexed events. */
export async function filledAmount(db: Db | Tx, orderId: number): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${marketOrderFill.amount}), 0)` })
    .from(marketOrderFill)
    .where(eq(marketOrderFill.orderId, orderId))
  return BigInt(row?.sum ?? 0)
}

/**
 * The same sum as SQL for list queries: one probe of market_order_fill_order_idx per listing
 * shown, never a sum over the whole fill table.
 */
export const unitsFilledSql = (orderId: AnyColumn | SQL) =>
  sql<string>`coalesce((select sum(f.amount) from market_order_fill f where f.order_id = ${orderId}), 0)`

export function orderView(l: Listing): OrderView {
  const o = optionOf(l)
  return {
    orderId: l.id,
    itemId: l.itemId,
    optionHash: l.optionHash,
    option: {
      ...o,
      tokenId: `${o.tokenId}`,
      amount: `${o.amount}`,
      nonce: `${o.nonce}`,
      startTime: `${o.startTime}`,
      endTime: `${o.endTime}`,
      price: `${o.price}`,
    },
    signature: l.signature,
    merkleRoot: l.merkleRoot,
    proof: l.merkleProof ?? [],
    state: l.state as OrderView['state'],
    createdAt: l.createdAt.toISOString(),
  }
}

/** The views of listings just written, in the order of their ids. */
export async function viewsOf(db: Db | Tx, ids: number[]): Promise<OrderView[]> {
  const listings = await Promise.all(ids.map((id) => listingById(db, id)))
  return listings.flatMap((l) => (l ? [orderView(l)] : []))
}

export const proofOf = (l: Listing) => (l.merkleProof ?? []) as Hex[]
