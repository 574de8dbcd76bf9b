import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberKey } from '../account/index.ts'

/** An amount in a currency's smallest unit: numeric(78,0) holds any uint256, read back as bigint. */
const units = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' })

const currencies = sql.raw(`('fat', 'fah', 'usdt', 'cbk', 'gbk', 'knc')`)

/**
 * One holder of one currency: a member, or a platform account (deposits, rewards, withdrawals,
 * operator, …), the counter-side of every movement. A member's balance is kept here, updated in
 * the transaction that writes the entries, and the database refuses it below zero (the CHECK), so
 * no caller can overspend however it is written. A platform account's balance is the sum of its
 * entries and is not kept: every reward would otherwise queue on the one 'rewards' row.
 */
export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: memberKey('user_id', 'cascade'),
    platform: text('platform'),
    currency: text('currency').notNull(),
    available: units('available').notNull().default(sql`0`),
    frozen: units('frozen').notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('ledger_account_member_uq').on(t.userId, t.currency),
    uniqueIndex('ledger_account_platform_uq').on(t.platform, t.currency),
    check('ledger_account_currency_check', sql`${t.currency} in ${currencies}`),
    check('ledger_account_owner_check', sql`(${t.userId} is null) <> (${t.platform} is null)`),
    check('ledger_account_not_negative', sql`${t.available} >= 0 and ${t.frozen} >= 0`),
    check(
      'ledger_account_platform_unkept',
      sql`${t.platform} is null or (${t.available} = 0 and ${t.frozen} = 0)`,
    ),
  ],
)

/**
 * One movement: its entries sum to zero per currency. `key` makes it idempotent (a chain event's
 * chain:tx:log, a request id): unique among the movements still in force, so a movement undone by a
 * reorg frees its key for the same event on the new branch. Who, when and why are kept for audit.
 */
export const ledgerTx = pgTable(
  'ledger_tx',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    /** Who asked: 'operator:<name>', 'member:<id>', 'system'. */
    actor: text('actor').notNull(),
    /** The movement that undid this one, if any. */
    reversedBy: bigint('reversed_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_tx_key_uq').on(t.key).where(sql`${t.reversedBy} is null`),
    index('ledger_tx_kind_idx').on(t.kind, t.id),
  ],
)

/** One side of a movement: an amount (signed, never zero) on an account's available or frozen part. */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTx.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccount.id),
    bucket: text('bucket').notNull(),
    amount: units('amount').notNull(),
  },
  (t) => [
    index('ledger_entry_account_idx').on(t.accountId, t.id),
    index('ledger_entry_tx_idx').on(t.txId),
    check('ledger_entry_bucket_check', sql`${t.bucket} in ('available', 'frozen')`),
    check('ledger_entry_amount_check', sql`${t.amount} <> 0`),
  ],
)
