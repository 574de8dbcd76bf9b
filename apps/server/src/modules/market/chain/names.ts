import * as Registry from '@kid/contracts/artifacts/Registry'
import { and, eq } from 'drizzle-orm'
import type { Address, PublicClient } from 'viem'
import type { Db, Tx } from '../../../platform/db/database.ts'
import type { ChainEvent, ChainModule } from '../../chain/index.ts'
import type { NameCatalog } from '../../kns/index.ts'
import { freezeMetadata } from '../items/freeze-metadata.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem, marketItemAttribute } from '../tables/item.ts'
import { addDropCollection } from './drops.ts'
import { type Move, trackTransfers } from './transfers.ts'

type Collection = typeof marketCollection.$inferSelect

/** The name's label and expiry as the registry has them at the event's block. */
async function recordAt(client: PublicClient, address: string, tokenId: bigint, event: ChainEvent) {
  const record = await client.readContract({
    address: address as Address,
    abi: Registry.abi,
    functionName: 'record',
    args: [tokenId],
    blockNumber: BigInt(event.blockNumber),
  })
  return { label: record.label, expiresAt: new Date(Number(record.expiration) * 1000) }
}

/**
 * The registry's Transfer events keep each .kid name's item, through the market's one transfer
 * tracker (owner, activity, stats) like every other ERC-721: a registration's mint makes the item
 * (or, after a name was let go and registered anew, the same token id, gives it back its holder),
 * transfers and sales move it, the burn before a re-registration leaves it without a holder.
 */
export function nameTransferHandler(client: PublicClient, catalog: NameCatalog, origin: string) {
  return trackTransfers((tx, collection, event, move) =>
    addNameItem(tx, client, catalog, collection, event, move, origin),
  )
}

async function addNameItem(
  tx: Tx,
  client: PublicClient,
  catalog: NameCatalog,
  collection: Collection,
  event: ChainEvent,
  move: Move,
  origin: string,
): Promise<number> {
  const { label, expiresAt } = await recordAt(client, collection.address ?? '', move.tokenId, event)
  const words = catalog.item(label, expiresAt)
  const [row] = await tx
    .insert(marketItem)
    .values({
      collectionId: collection.id,
      tokenId: move.tokenId,
      name: words.name,
      description: words.description,
      mediaUrl: words.image,
      mediaType: 'image',
      thumbnailUrl: words.image,
      royaltyBps: collection.royaltyBps,
      // Made by the registry, not by its first holder: a name is not one of a member's creations.
      creatorAddress: collection.creatorAddress,
      ownerAddress: move.to.toLowerCase(),
      mintedTx: event.txHash,
      status: 'minted',
    })
    .onConflictDoUpdate({
      target: [marketItem.collectionId, marketItem.tokenId],
      set: { description: words.description, mintedTx: event.txHash, updatedAt: new Date() },
    })
    .returning({ id: marketItem.id, frozen: marketItem.metadataVersion })
  if (!row) throw new Error(`no item for ${words.name}`)
  if (row.frozen === null) {
    // Frozen once, at the first registration: a renewal only lengthens the name, so listings and
    // offers made on these details stand (metadata-bound.ts); the page's description follows it.
    await tx
      .insert(marketItemAttribute)
      .values({ itemId: row.id, traitType: 'Length', value: String(label.length) })
      .onConflictDoNothing()
    await freezeMetadata(tx, row.id, origin)
  }
  return row.id
}

/** NameRenewed: the item's description says the new expiry. */
export async function onNameRenewed(client: PublicClient, catalog: NameCatalog, event: ChainEvent, tx: Tx) {
  const tokenId = BigInt(String(event.args.tokenId))
  const [collection] = await tx
    .select({ id: marketCollection.id })
    .from(marketCollection)
    .where(and(eq(marketCollection.chainId, event.chainId), eq(marketCollection.address, event.address)))
  if (!collection) return
  const { label, expiresAt } = await recordAt(client, event.address, tokenId, event)
  await tx
    .update(marketItem)
    .set({ description: catalog.item(label, expiresAt).description, updatedAt: new Date() })
    .where(and(eq(marketItem.collectionId, collection.id), eq(marketItem.tokenId, tokenId)))
}

/**
 * The kns module's registry joins the catalog (once per deployment: the collection is keyed by
 * chain and address) and its names follow it: Transfer through the tracker, NameRenewed for the
 * expiry the description states.
 */
export async function followNames(db: Db, chain: ChainModule, catalog: NameCatalog, origin: string) {
  await db.transaction((tx) => addDropCollection(tx, catalog.collection))
  const { client } = chain.runtime
  chain.indexer.onEvent('REGISTRY', 'Transfer', nameTransferHandler(client, catalog, origin))
  chain.indexer.onEvent('REGISTRY', 'NameRenewed', (event, tx) => onNameRenewed(client, catalog, event, tx))
}
