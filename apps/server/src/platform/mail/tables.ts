import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Mail kept in the database when no SMTP_URL is configured, readable at /dev/mailbox. */
export const platformMailOutbox = pgTable(
  'platform_mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_mail_outbox_to_idx').on(t.to, t.id)],
)
