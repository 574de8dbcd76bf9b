import type { ItemView } from '@kid/shared/market/views'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { notFound } from '../../../platform/errors.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem } from '../tables/item.ts'
import { selectItems } from './rows.ts'

/** item/open/token: the minted item of `tokenId` in the collection at `collection`, with its cheapest listing. */
export async function itemOfToken(
  db: Db,
  chainId: number,
  collection: string,
  tokenId: bigint,
): Promise<ItemView> {
  const [item] = await selectItems(
    db,
    and(
      eq(marketCollection.chainId, chainId),
      sql`lower(${marketCollection.address}) = ${collection.toLowerCase()}`,
      eq(marketItem.tokenId, tokenId),
      eq(marketItem.status, 'minted'),
    ),
    [],
    1,
  )
  if (!item) throw notFound('There is no such item.')
  return item
}
