import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * The indexer's position per chain: every block up to `block_number` is applied. Moved only by a
 * compare-and-set in the transaction that stores that range's events, so a second indexer (a
 * lost leader still running) can never apply a range twice or move the cursor backwards by mistake.
 */
export const chainCursor = pgTable('chain_cursor', {
  chainId: integer('chain_id').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  /** Hash of that block when it was applied; '' before the first range. A mismatch means a reorg. */
  blockHash: text('block_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Hashes of recently applied blocks (those with events, and each range's last): where a reorg forked. */
export const chainBlock = pgTable(
  'chain_block',
  {
    chainId: integer('chain_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.number] })],
)

/** Contracts created by the platform's factories (creator collections, launchpad drops): followed too. */
export const chainContract = pgTable(
  'chain_contract',
  {
    chainId: integer('chain_id').notNull(),
    /** Checksummed address. */
    address: text('address').notNull(),
    /** A ContractKind of @kid/shared/chain-config. */
    kind: text('kind').notNull(),
    /** The block that created it: a rollback past it forgets the contract. */
    fromBlock: bigint('from_block', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
)

/** Every decoded log of a followed contract, stored once: (chain, transaction, log index) is unique. */
export const chainEvent = pgTable(
  'chain_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    address: text('address').notNull(),
    contract: text('contract').notNull(),
    eventName: text('event_name').notNull(),
    /** The decoded arguments by name; integers as decimal strings (they exceed JavaScript numbers). */
    args: jsonb('args').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_event_once').on(t.chainId, t.txHash, t.logIndex),
    index('chain_event_block').on(t.chainId, t.blockNumber),
    index('chain_event_kind').on(t.chainId, t.contract, t.eventName, t.id),
  ],
)
