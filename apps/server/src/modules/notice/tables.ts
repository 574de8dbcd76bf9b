import { bigserial, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { memberKey } from '../account/index.ts'
import { chainEventKey } from '../chain/index.ts'

/**
 * A notification for one member (spec 001 §3 "Notification": newstype, contentid, title, content,
 * status 0 unread). Minimal for now: the marketplace writes outbid notices; the notification
 * calls and popup come with the notice domain.
 */
export const noticeMessage = pgTable(
  'notice_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: memberKey('user_id', 'cascade').notNull(),
    title: text('title').notNull(),
    /** HTML, as the popup shows it. */
    content: text('content').notNull(),
    newstype: smallint('newstype').notNull(),
    /** What the notice is about (for marketplace notices: the order id). */
    contentid: text('contentid').notNull(),
    status: smallint('status').notNull().default(0),
    /** The chain event behind it, if any: a reorg that removes the event removes the notice. */
    chainEventId: chainEventKey('chain_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_message_user_idx').on(t.userId, t.status, t.id.desc())],
)
