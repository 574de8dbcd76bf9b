import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { chainEventKey } from '../../chain/index.ts'
import { marketCollection } from './collection.ts'
import { marketItem } from './item.ts'
import { uint256 } from './numeric.ts'

/**
 * What happened to an item. Rows written by indexer subscribers carry their chain event: unique, so
 * a replayed event adds nothing, and removed with it when a reorg rolls the event back.
 */
export const marketActivity = pgTable(
  'market_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => marketItem.id, { onDelete: 'cascade' }),
    collectionId: bigint('collection_id', { mode: 'number' })
      .notNull()
      .references(() => marketCollection.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    amount: uint256('amount').notNull().default(sql`1`),
    priceWei: uint256('price_wei'),
    currency: text('currency'),
    txHash: text('tx_hash'),
    logIndex: integer('log_index'),
    chainEventId: chainEventKey('chain_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_activity_event_key').on(t.chainEventId, t.itemId),
    // Activity lists are newest first (id desc): read backwards. Sales by time feed rankings and trends.
    index('market_activity_item_idx').on(t.itemId, t.id),
    index('market_activity_collection_idx').on(t.collectionId, t.id),
    index('market_activity_kind_idx').on(t.kind, t.createdAt),
    index('market_activity_from_idx').on(t.fromAddress, t.id),
    index('market_activity_to_idx').on(t.toAddress, t.id),
    check(
      'market_activity_kind_check',
      sql`${t.kind} in ('mint', 'list', 'cancel', 'sale', 'offer', 'bid', 'transfer')`,
    ),
  ],
)

/** A creator's royalty or a seller's proceeds from one sale activity (creator/earning). */
export const marketEarning = pgTable(
  'market_earning',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased receiver. */
    creatorAddress: text('creator_address').notNull(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => marketItem.id, { onDelete: 'cascade' }),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => marketActivity.id, { onDelete: 'cascade' }),
    amountWei: uint256('amount_wei').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_earning_activity_key').on(t.activityId, t.kind),
    index('market_earning_creator_idx').on(t.creatorAddress, t.id),
    check('market_earning_kind_check', sql`${t.kind} in ('royalty', 'sale')`),
  ],
)
