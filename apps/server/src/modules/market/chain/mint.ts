import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import * as KidERC1155 from '@kid/contracts/artifacts/KidERC1155'
import { and, eq } from 'drizzle-orm'
import type { Address, PublicClient } from 'viem'
import type { Tx } from '../../../platform/db/database.ts'
import type { ChainEvent } from '../../chain/index.ts'
import type { CollectionRow } from '../collections/view.ts'
import { freezeMetadata } from '../items/freeze-metadata.ts'
import { itemIdOfUri } from '../items/token-uri.ts'
import type { marketCollection } from '../tables/collection.ts'
import { marketItem } from '../tables/item.ts'
import type { Move } from './transfers.ts'

/**
 * A token minted into a catalog collection: the draft its URI names becomes that token, when the
 * draft is in this collection and the token went to the draft's creator. Anyone may mint into a
 * shared collection with any URI, so a URI alone proves nothing; and only our exact token URI
 * (under `origin`, PUBLIC_URL) names a draft. The claim freezes the draft's metadata in the same
 * transaction, so no moment exists where the token is minted and its details still editable.
 * Answers the item id, if any.
 */
export async function claimMintedDraft(
  tx: Tx,
  client: PublicClient,
  collection: CollectionRow,
  event: ChainEvent,
  tokenId: bigint,
  minter: string,
  origin: string,
): Promise<number | undefined> {
  const address = collection.address as Address
  const at = { address, args: [tokenId], blockNumber: BigInt(event.blockNumber) } as const
  const read =
    collection.standard === 1155
      ? client.readContract({ ...at, abi: KidERC1155.abi, functionName: 'uri' })
      : client.readContract({ ...at, abi: KidERC721.abi, functionName: 'tokenURI' })
  const uri = await read.catch(() => undefined)
  const itemId = typeof uri === 'string' ? itemIdOfUri(origin, uri) : undefined
  if (itemId === undefined) return undefined
  const [claimed] = await tx
    .update(marketItem)
    .set({ tokenId, status: 'minted', mintedTx: event.txHash, updatedAt: new Date() })
    .where(
      and(
        eq(marketItem.id, itemId),
        eq(marketItem.collectionId, collection.id),
        eq(marketItem.status, 'draft'),
        eq(marketItem.creatorAddress, minter.toLowerCase()),
      ),
    )
    .returning({ id: marketItem.id })
  if (claimed) await freezeMetadata(tx, claimed.id, origin)
  return claimed?.id
}

/**
 * A token minted by a launchpad drop: a new minted item of the drop's collection (one per token,
 * so a replayed event adds nothing), its metadata frozen in the same transaction.
 */
export async function addDropItem(
  tx: Tx,
  collection: typeof marketCollection.$inferSelect,
  event: ChainEvent,
  move: Move,
  origin: string,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(marketItem)
    .values({
      collectionId: collection.id,
      tokenId: move.tokenId,
      name: `${collection.name} #${move.tokenId}`,
      description: collection.description,
      mediaUrl: collection.coverUrl,
      mediaType: 'image',
      thumbnailUrl: collection.coverUrl,
      royaltyBps: collection.royaltyBps,
      creatorUserId: collection.creatorUserId,
      creatorAddress: collection.creatorAddress,
      ownerAddress: move.to.toLowerCase(),
      mintedTx: event.txHash,
      status: 'minted',
    })
    .onConflictDoNothing()
    .returning({ id: marketItem.id })
  if (!row) return undefined
  await freezeMetadata(tx, row.id, origin)
  return row.id
}
