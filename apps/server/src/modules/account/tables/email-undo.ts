import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { accountUser } from '../tables.ts'

/**
 * The undo link mailed to the old address after an e-mail change: single use, for 7 days. Only the
 * SHA-256 of its token is kept, so whoever reads the table cannot undo anything.
 */
export const accountEmailUndo = pgTable(
  'account_email_undo',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => accountUser.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The address the change replaced, which undoing puts back (lower-cased). */
    fromEmail: text('from_email').notNull(),
    toEmail: text('to_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('account_email_undo_token_hash_key').on(t.tokenHash),
    index('account_email_undo_user_idx').on(t.userId),
  ],
)
