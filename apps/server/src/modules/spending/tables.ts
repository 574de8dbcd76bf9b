import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberKey } from '../account/index.ts'

const units = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' })

/**
 * A deposit to the funding contract (RechargeId / RechargeWallet), once per chain event. `userId`
 * is the member credited, null when the id or wallet names nobody (kept for an operator: the
 * money is in the contract, owed to no member). `ledgerKey` is the ledger movement's key; a reorg
 * that removes the event reverses it and deletes this row.
 */
export const spendingDeposit = pgTable(
  'spending_deposit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    /** The member id (RechargeId) or the wallet (RechargeWallet) the depositor named. */
    beneficiary: text('beneficiary').notNull(),
    userId: memberKey('user_id', 'set null'),
    amount: units('amount').notNull(),
    ledgerKey: text('ledger_key').notNull(),
    /**
     * A deposit that named nobody, sent back by an operator (swept and returned off the contract):
     * no longer counted as money the contract holds (`deposit returned`, docs/ledger.md).
     */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** Who assigned it to a member or marked it returned, and why (operators). */
    resolvedBy: text('resolved_by'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('spending_deposit_event_uq').on(t.chainId, t.txHash, t.logIndex),
    index('spending_deposit_block_idx').on(t.chainId, t.blockNumber),
    index('spending_deposit_user_idx').on(t.userId, t.id),
  ],
)

/**
 * A member's withdrawal of USDT (docs/ledger.md "Withdrawals"): frozen when saved; 'review' waits
 * for an operator above the approval threshold; 'issued' carries the signed voucher (the serial is
 * the row id, single-use in the contract); 'paid' once WithdrawNotice settles it; 'expired' and
 * 'rejected' gave the amount back. `requestKey` makes a retried save answer the first one.
 */
export const spendingWithdrawal = pgTable(
  'spending_withdrawal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: memberKey('user_id', 'cascade').notNull(),
    chainId: integer('chain_id').notNull(),
    dest: text('dest').notNull(),
    amount: units('amount').notNull(),
    status: text('status').notNull(),
    requestKey: text('request_key').notNull(),
    /** Unix seconds after which the contract refuses the voucher. */
    expired: bigint('expired', { mode: 'number' }),
    signature: text('signature'),
    /** Who approved or rejected it, and why (operators). */
    decidedBy: text('decided_by'),
    note: text('note'),
    txHash: text('tx_hash'),
    paidBlock: bigint('paid_block', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('spending_withdrawal_request_uq').on(t.requestKey),
    index('spending_withdrawal_user_idx').on(t.userId, t.id),
    index('spending_withdrawal_status_idx').on(t.status, t.dest),
    check(
      'spending_withdrawal_status_check',
      sql`${t.status} in ('review', 'issued', 'paid', 'expired', 'rejected')`,
    ),
    check('spending_withdrawal_amount_check', sql`${t.amount} > 0`),
  ],
)

/** When a member first named a withdrawal address: a new one waits the cooling period. */
export const spendingAddress = pgTable(
  'spending_address',
  {
    userId: memberKey('user_id', 'cascade').notNull(),
    address: text('address').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
)

/**
 * One run of the reconciliation (docs/ledger.md "Reconciliation"): at `blockNumber`, the last block
 * the indexer had applied, the funding contract held `contractBalance` and the ledger said it
 * should hold `ledgerTotal` (members' available + frozen, deposits that named nobody; each in
 * `figures`, with the reorg shortfall beside them). `drift` = contract − ledger; status 'drift'
 * when it is not zero. `alerted`: this run began a drift episode (or changed its amount) and an operator was alerted.
 */
export const spendingReconciliation = pgTable(
  'spending_reconciliation',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    contractBalance: units('contract_balance').notNull(),
    ledgerTotal: units('ledger_total').notNull(),
    /** Signed: above zero the contract holds more than the ledger owes, below zero less. */
    drift: numeric('drift', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    /** The parts of ledgerTotal as integer strings (membersAvailable, membersFrozen, unattributed), and reorgShortfall. */
    figures: jsonb('figures').$type<Record<string, string>>().notNull(),
    alerted: boolean('alerted').notNull().default(false),
    /** 'system' (the scheduled job) or the operator who ran it. */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spending_reconciliation_chain_idx').on(t.chainId, t.id),
    check('spending_reconciliation_status_check', sql`${t.status} in ('balanced', 'drift')`),
  ],
)

/**
 * A withdrawal the member asked the platform to send (token/withdraw/relay; docs/ledger.md
 * "The relayer"): one row per withdrawal, so one transaction per serial. 'queued' until the job
 * has the platform's relayer send it; 'sent' once sent (the signed transaction is the relayer's,
 * platform_relayed_tx under `withdrawal:<id>`: a retry sends the same bytes again, never a second
 * transaction); 'done' when it was mined; 'failed' with the reason when it could not be sent (the
 * member may still send the voucher from their wallet).
 */
export const spendingRelay = pgTable(
  'spending_relay',
  {
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .primaryKey()
      .references(() => spendingWithdrawal.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    status: text('status').notNull(),
    txHash: text('tx_hash'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('spending_relay_status_check', sql`${t.status} in ('queued', 'sent', 'done', 'failed')`)],
)
