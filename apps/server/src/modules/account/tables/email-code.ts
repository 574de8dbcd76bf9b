import { bigserial, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The live e-mail code of one address and flow type (EMAIL_CODE_TYPE). Sending again replaces it,
 * so there is at most one row per (email, type). Only a hash of the 4 digits is kept.
 */
export const accountEmailCode = pgTable(
  'account_email_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    type: integer('type').notNull(),
    /** HMAC-SHA-256 of the code, keyed by the row's email and type. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong guesses so far; the code dies at the limit. */
    failedTries: integer('failed_tries').notNull().default(0),
    /** Set when a call used the code (register, reset, ...): it cannot be used twice. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Latest send: the 60-second resend marker. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('account_email_code_email_type_key').on(t.email, t.type)],
)
