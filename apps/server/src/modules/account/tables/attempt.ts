import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Counted events for brute-force defences, shared by every server copy: failed sign-ins per
 * account (1 hour window), failed sign-ins and code requests per IP and e-mail (captcha after a
 * few), wrong e-mail codes per address and IP (a day). Rows older than the longest window (a day)
 * are pruned.
 */
export const accountAttempt = pgTable(
  'account_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What is counted: an AttemptKind of attempts.ts. */
    kind: text('kind').notNull(),
    /** Whom: a user id, an IP, an e-mail. */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_attempt_kind_subject_idx').on(t.kind, t.subject, t.createdAt),
    index('account_attempt_created_idx').on(t.createdAt),
  ],
)
