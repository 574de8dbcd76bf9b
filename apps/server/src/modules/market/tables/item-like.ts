import { bigint, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { memberKey } from '../../account/index.ts'
import { marketItem } from './item.ts'

/**
 * A member's favourite (like) of an item: one row per member and item, so liking twice is still one
 * like. The count is read from the primary key (item first), never kept beside it, so a member who
 * is deleted takes their likes with them and no counter drifts.
 */
export const marketItemLike = pgTable(
  'market_item_like',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => marketItem.id, { onDelete: 'cascade' }),
    userId: memberKey('user_id', 'cascade').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.userId] }),
    // A member's favourites, newest first (a "Favorited" tab reads it; deleting a member walks it).
    index('market_item_like_user_idx').on(t.userId, t.createdAt),
  ],
)
