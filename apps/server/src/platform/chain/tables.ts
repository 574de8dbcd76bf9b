import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Transactions the platform's relayer (RELAYER_PRIVATE_KEY) sent for the modules (relayer.ts): one
 * row per caller-chosen key ('withdrawal:12', 'kns-renew:…'), so one transaction per thing to do.
 * The signed bytes are stored before they are broadcast: a retry sends the same bytes again, never
 * a second transaction. 'sent' until a receipt is seen ('mined' or 'reverted'), or 'abandoned' when
 * its caller gave up on it (its deadline passed unmined): its nonce no longer holds the next ones back.
 */
export const relayedTx = pgTable(
  'platform_relayed_tx',
  {
    key: text('key').primaryKey(),
    chainId: integer('chain_id').notNull(),
    relayer: text('relayer').notNull(),
    nonce: integer('nonce').notNull(),
    rawTx: text('raw_tx').notNull(),
    txHash: text('tx_hash').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The next nonce: past every transaction of this relayer not yet known mined.
    index('platform_relayed_tx_nonce_idx').on(t.chainId, t.relayer, t.status, t.nonce),
    check('platform_relayed_tx_status_check', sql`${t.status} in ('sent', 'mined', 'reverted', 'abandoned')`),
  ],
)

export type RelayedTx = typeof relayedTx.$inferSelect
