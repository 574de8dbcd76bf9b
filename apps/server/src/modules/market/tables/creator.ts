import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { uint256 } from './numeric.ts'

/**
 * A creator's totals, so the creator ranking and the home figures read one row per creator instead
 * of aggregating the catalogue: minted items they created, and the all-time sales volume of those
 * items in the native coin. Kept by triggers on market_item and market_activity (migration 0008),
 * in the transaction that writes the row they count, whoever writes it: the indexer, a reorg's
 * cascade, a test scene.
 */
export const marketCreatorStats = pgTable(
  'market_creator_stats',
  {
    /** Lower-cased, as market_item.creator_address. */
    creatorAddress: text('creator_address').primaryKey(),
    items: integer('items').notNull().default(0),
    volumeWei: uint256('volume_wei').notNull().default(sql`0`),
  },
  (t) => [
    // The all-time ranking: volume desc, items desc, address asc, read backwards (docs/server.md).
    index('market_creator_stats_rank_idx')
      .on(t.volumeWei, t.items, sql`${t.creatorAddress} desc nulls first`)
      .where(sql`${t.items} > 0`),
  ],
)

/**
 * Native-coin sales of a creator's items per hour (UTC hour start): a 1, 7 or 30 day ranking sums
 * at most 720 of these per creator, and reads the base rows only for the part-hour at its start.
 */
export const marketCreatorHour = pgTable(
  'market_creator_hour',
  {
    creatorAddress: text('creator_address').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    volumeWei: uint256('volume_wei').notNull().default(sql`0`),
    sales: integer('sales').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.creatorAddress, t.hour] }),
    index('market_creator_hour_hour_idx').on(t.hour),
  ],
)
