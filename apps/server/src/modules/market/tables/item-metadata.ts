import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { marketItem } from './item.ts'

/**
 * The token metadata JSON a minted item serves, exactly as its bytes go out (`json`), with their
 * sha256 (hex). Version 1 is written when the indexer claims the mint; the item names the version
 * it serves. Rows are never updated: a later version would be a new row (docs/security.md).
 */
export const marketItemMetadata = pgTable(
  'market_item_metadata',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => marketItem.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    json: text('json').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.version] }),
    check('market_item_metadata_version_check', sql`${t.version} > 0`),
  ],
)
