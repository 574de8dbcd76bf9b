import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { refreshCollectionStats } from '../collections/stats.ts'
import { marketCollection } from '../tables/collection.ts'
import { forgetRolledBackCollections } from './factory.ts'

/**
 * After a reorg the rolled-back events' activity rows are gone (they cascade from chain_event):
 * what they had set is derived again from the activity that remains. Reorgs are rare, so
 * recomputing over all minted tokens is simpler and safer than undoing event by event.
 */
export async function rollBackCatalog(tx: Tx, chainId: number): Promise<void> {
  await forgetRolledBackCollections(tx, chainId)
  // An item whose mint is gone is a draft again: its frozen metadata goes with the mint (a new
  // mint freezes it anew), and /meta stops serving it.
  await tx.execute(sql`
    update market_item i set status = 'draft', token_id = null, owner_address = null, minted_tx = null,
      metadata_version = null, metadata_hash = null
    where i.status = 'minted'
      and not exists (select 1 from market_activity a where a.item_id = i.id and a.kind = 'mint')`)
  await tx.execute(sql`
    delete from market_item_metadata m using market_item i where i.id = m.item_id and i.status = 'draft'`)
  await tx.execute(sql`
    update market_item i set owner_address = last.to_address
    from (select distinct on (a.item_id) a.item_id, a.to_address from market_activity a
          join market_item m on m.id = a.item_id join market_collection c on c.id = m.collection_id
          where c.standard = 721 and a.kind in ('mint', 'transfer')
          order by a.item_id, a.id desc) last
    where last.item_id = i.id and i.owner_address is distinct from last.to_address`)
  await tx.execute(sql`delete from market_balance`)
  await tx.execute(sql`
    insert into market_balance (item_id, owner_address, amount)
    select item_id, owner, sum(delta) from (
      select a.item_id, a.to_address owner, a.amount delta from market_activity a
        join market_item m on m.id = a.item_id join market_collection c on c.id = m.collection_id
        where c.standard = 1155 and a.kind in ('mint', 'transfer')
      union all
      select a.item_id, a.from_address, -a.amount from market_activity a
        join market_item m on m.id = a.item_id join market_collection c on c.id = m.collection_id
        where c.standard = 1155 and a.kind = 'transfer'
    ) moves where owner is not null and owner <> '0x0000000000000000000000000000000000000000'
    group by item_id, owner having sum(delta) > 0`)
  const collections = await tx
    .select({ id: marketCollection.id })
    .from(marketCollection)
    .where(eq(marketCollection.chainId, chainId))
  await refreshCollectionStats(
    tx,
    collections.map((c) => c.id),
  )
}
