import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * The .kid names as the indexer learns them from REGISTRY and RESOLVER events (indexer.ts): the
 * chain is the source of truth, these rows are its mirror, rebuilt from the stored events after a
 * reorg. Token ids are uint256 as decimal strings (keys only, never summed); addresses lower-case.
 */
export const knsName = pgTable(
  'kns_name',
  {
    tokenId: text('token_id').primaryKey(),
    label: text('label').notNull(),
    /** The token's holder; null while burnt between an expired name's burn and its new mint. */
    holder: text('holder'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    whitelisted: boolean('whitelisted').notNull(),
  },
  (t) => [
    uniqueIndex('kns_name_label_key').on(t.label),
    // A wallet's names, soonest expiry first (open/wallet, list/state).
    index('kns_name_holder_idx').on(t.holder, t.expiresAt, t.tokenId),
  ],
)

/** Address records, kept per holder as the resolver keeps them: a new holder starts with none. */
export const knsAddr = pgTable(
  'kns_addr',
  {
    tokenId: text('token_id').notNull(),
    holder: text('holder').notNull(),
    addr: text('addr').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.holder] })],
)

/** Text records (avatar, bio, links), per holder; an empty value on chain removes the row. */
export const knsText = pgTable(
  'kns_text',
  {
    tokenId: text('token_id').notNull(),
    holder: text('holder').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.holder, t.key] })],
)

/** Each wallet's chosen default (reverse) name; it counts only while forward and reverse agree. */
export const knsDefault = pgTable('kns_default', {
  wallet: text('wallet').primaryKey(),
  tokenId: text('token_id').notNull(),
})

/** Labels the operator keeps for one wallet (npm run admin -- kns reserve): it registers them free. */
export const knsReservation = pgTable('kns_reservation', {
  label: text('label').primaryKey(),
  wallet: text('wallet').notNull(),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Auto-renew (autorenew.ts): the holder asked KID to renew the name from their spending balance.
 * It is the holder's: it counts only while `holder` still holds the name, so a transfer ends it
 * (the new holder starts with it off), and the indexer deletes it then (indexer.ts), so the name
 * coming back to that wallet does not switch it on again.
 */
export const knsAutoRenew = pgTable('kns_autorenew', {
  tokenId: text('token_id').primaryKey(),
  holder: text('holder').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One auto-renewal per name and expiry (key `kns-renew:<tokenId>:<expiry seconds>`, also the
 * ledger movement's and the relayer's key). 'sending' from the debit until the relayer's
 * transaction is mined ('done') or refused ('failed', the debit reversed); 'unfunded' when the
 * spending balance did not cover the price (nothing moved).
 */
export const knsAutoRenewal = pgTable(
  'kns_autorenewal',
  {
    key: text('key').primaryKey(),
    tokenId: text('token_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The yearly price in USDT's smallest unit, as the oracle said when the job ran. */
    amount: numeric('amount', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    note: text('note'),
    txHash: text('tx_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kns_autorenewal_token_idx').on(t.tokenId, t.expiresAt),
    check('kns_autorenewal_status_check', sql`${t.status} in ('sending', 'done', 'failed', 'unfunded')`),
  ],
)
