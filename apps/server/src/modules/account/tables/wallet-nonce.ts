import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { accountUser } from '../tables.ts'

/** A single-use nonce for a wallet signature (spec 000 §3 "Nonce request": type 1 login, 2 bind, 4 unbind). */
export const accountWalletNonce = pgTable(
  'account_wallet_nonce',
  {
    nonce: text('nonce').primaryKey(),
    /** Lower-cased 0x address the nonce was issued for. */
    address: text('address').notNull(),
    type: integer('type').notNull(),
    /** The signed-in user for bind/unbind; null for login. */
    userId: bigint('user_id', { mode: 'number' }).references(() => accountUser.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_wallet_nonce_address_idx').on(t.address, t.createdAt),
    index('account_wallet_nonce_expires_idx').on(t.expiresAt),
  ],
)
