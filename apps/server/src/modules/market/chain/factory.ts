import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import type { ChainEvent } from '../../chain/index.ts'
import { marketCollection } from '../tables/collection.ts'

/**
 * CollectionCreated(creator, collection, kind): the creator's oldest pending collection of that
 * standard gets the address. The factory emits neither name nor salt, and a creator deploys their
 * pending collections from the create page one at a time, so first-come order is the match.
 * Deployments nobody added through collection/add stay followed by the indexer but out of the catalog.
 */
export async function onCollectionCreated(event: ChainEvent, tx: Tx): Promise<void> {
  const creator = String(event.args.creator).toLowerCase()
  const standard = Number(event.args.kind)
  const [pending] = await tx
    .select({ id: marketCollection.id })
    .from(marketCollection)
    .where(
      and(
        eq(marketCollection.chainId, event.chainId),
        eq(marketCollection.creatorAddress, creator),
        eq(marketCollection.standard, standard),
        isNull(marketCollection.address),
      ),
    )
    .orderBy(asc(marketCollection.id))
    .limit(1)
    .for('update')
  if (!pending) return
  await tx
    .update(marketCollection)
    .set({ address: String(event.args.collection) })
    .where(eq(marketCollection.id, pending.id))
}

/** After a reorg: a collection whose creating event was rolled back is pending again. */
export async function forgetRolledBackCollections(tx: Tx, chainId: number): Promise<void> {
  await tx.execute(sql`
    update market_collection c set address = null
    where c.chain_id = ${chainId} and not c.shared and c.address is not null
      and not exists (select 1 from chain_contract k where k.chain_id = c.chain_id and k.address = c.address)`)
}
