import { bigint, bigserial, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { accountUser } from '../account/tables.ts'
import { chainEvent } from '../chain/tables.ts'

/**
 * A notification for one member (spec 001 §3 "Notification": newstype, contentid, title, content,
 * status 0 unread). Minimal for now: the marketplace writes outbid notices; the notification
 * calls and popup come with the notice domain.
 */
export const noticeMessage = pgTable(
  'notice_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => accountUser.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** HTML, as the popup shows it. */
    content: text('content').notNull(),
    newstype: smallint('newstype').notNull(),
    /** What the notice is about (for marketplace notices: the order id). */
    contentid: text('contentid').notNull(),
    status: smallint('status').notNull().default(0),
    /** The chain event behind it, if any: a reorg that removes the event removes the notice. */
    chainEventId: bigint('chain_event_id', { mode: 'number' }).references(() => chainEvent.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_message_user_idx').on(t.userId, t.status, t.id.desc())],
)
