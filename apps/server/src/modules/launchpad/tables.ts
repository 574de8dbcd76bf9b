import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberKey } from '../account/index.ts'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/**
 * A drop: the creator's application (the spec's init record plus its page), then, once an
 * operator approved it and the creator's wallet sent ACTUATOR.create, the deployed contract the
 * indexer saw. Times are unix seconds as the contract keeps them; `fee` is wei.
 */
export const launchpadDrop = pgTable(
  'launchpad_drop',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    status: text('status').notNull().default('review'),
    creatorUserId: memberKey('creator_user_id', 'set null'),
    /** Lower-cased: the init record's owner, the only wallet that may deploy it. */
    ownerAddress: text('owner_address').notNull(),
    receiverAddress: text('receiver_address').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    description: text('description').notNull().default(''),
    mediaUrl: text('media_url').notNull(),
    categoryId: bigint('category_id', { mode: 'number' }),
    whiteRoot: text('white_root').notNull(),
    whitelistSize: integer('whitelist_size').notNull().default(0),
    start: bigint('start', { mode: 'number' }).notNull(),
    end: bigint('end', { mode: 'number' }).notNull(),
    /** When the public stage opens: `end` for whitelist drops, else `start` (reminders and the calendar). */
    publicStart: bigint('public_start', { mode: 'number' }).notNull(),
    total: integer('total').notNull(),
    singleAdd: integer('single_add').notNull(),
    singleTim: integer('single_tim').notNull(),
    fee: numeric('fee', { precision: 39, scale: 0, mode: 'bigint' }).notNull(),
    royal: smallint('royal').notNull(),
    isWhite: boolean('is_white').notNull(),
    /** Checksummed, set by the indexer from DropCreated. */
    address: text('address'),
    minted: integer('minted').notNull().default(0),
    decidedBy: text('decided_by'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('launchpad_drop_address_key').on(t.chainId, t.address).where(sql`${t.address} is not null`),
    // The public lists read deployed drops by when they open or close, per category or not.
    index('launchpad_drop_deployed_start_idx').on(t.start, t.id).where(sql`${t.status} = 'deployed'`),
    index('launchpad_drop_deployed_category_idx')
      .on(t.categoryId, t.start, t.id)
      .where(sql`${t.status} = 'deployed'`),
    index('launchpad_drop_public_start_idx').on(t.publicStart, t.id).where(sql`${t.status} = 'deployed'`),
    index('launchpad_drop_creator_idx').on(t.creatorUserId, t.id),
    index('launchpad_drop_status_idx').on(t.status, t.id),
    check('launchpad_drop_status_check', sql`${t.status} in ('review', 'approved', 'rejected', 'deployed')`),
    check('launchpad_drop_minted_check', sql`${t.minted} between 0 and ${t.total}`),
  ],
)

/** The whitelist's addresses (lower-cased) and each one's leaf position in the tree. */
export const launchpadWhitelist = pgTable(
  'launchpad_whitelist',
  {
    dropId: bigint('drop_id', { mode: 'number' })
      .notNull()
      .references(() => launchpadDrop.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dropId, t.address] })],
)

/**
 * The whitelist's merkle tree, every layer's 32-byte nodes end to end (leaves first), so a proof is
 * read from one row with no hashing: 100,000 addresses take 6.4 MB, written once.
 */
export const launchpadWhitelistTree = pgTable('launchpad_whitelist_tree', {
  dropId: bigint('drop_id', { mode: 'number' })
    .primaryKey()
    .references(() => launchpadDrop.id, { onDelete: 'cascade' }),
  nodes: bytea('nodes').notNull(),
})

/** A member's reminder for one stage of a drop, sent once by the jobs queue (`remind_at`). */
export const launchpadSubscription = pgTable(
  'launchpad_subscription',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dropId: bigint('drop_id', { mode: 'number' })
      .notNull()
      .references(() => launchpadDrop.id, { onDelete: 'cascade' }),
    userId: memberKey('user_id', 'cascade').notNull(),
    stage: text('stage').notNull(),
    lead: integer('lead').notNull(),
    remindAt: bigint('remind_at', { mode: 'number' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('launchpad_subscription_once').on(t.dropId, t.userId, t.stage),
    index('launchpad_subscription_user_idx').on(t.userId, t.id),
    check('launchpad_subscription_stage_check', sql`${t.stage} in ('whitelist', 'public')`),
  ],
)
