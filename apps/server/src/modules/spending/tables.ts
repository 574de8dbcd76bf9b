import {
  bigint,
  bigserial,
  index,
  integer,
  numeric,
  pgTable,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('spending_deposit_event_uq').on(t.chainId, t.txHash, t.logIndex),
    index('spending_deposit_block_idx').on(t.chainId, t.blockNumber),
    index('spending_deposit_user_idx').on(t.userId, t.id),
  ],
)
