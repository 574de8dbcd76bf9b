import {
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberKey } from '../account/index.ts'
import { chainEventKey } from '../chain/index.ts'

/**
 * A notification for one member (spec 001 §3 "Notification": newstype, contentid, title, content,
 * iconurl, createtime, status 0 unread).
 */
export const noticeMessage = pgTable(
  'notice_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: memberKey('user_id', 'cascade').notNull(),
    title: text('title').notNull(),
    /** HTML, sanitised when written (sanitize.ts), as the popup shows it. */
    content: text('content').notNull(),
    newstype: smallint('newstype').notNull(),
    /** What the notice leads to (for marketplace notices: the item id). */
    contentid: text('contentid').notNull(),
    /**
     * The event it tells about ('chain:<event id>', 'offer:<offer id>', 'expired:<order id>'): with
     * the member and type, unique, so an event replayed or handled twice tells nobody twice.
     */
    eventKey: text('event_key').notNull(),
    /** An outside page the jump check opens in a new window; null leads in-app by newstype. */
    url: text('url'),
    iconurl: text('iconurl'),
    status: smallint('status').notNull().default(0),
    /** The chain event behind it, if any: a reorg that removes the event removes the notice. */
    chainEventId: chainEventKey('chain_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notice_message_user_idx').on(t.userId, t.status, t.id.desc()),
    uniqueIndex('notice_message_event_uq').on(t.userId, t.newstype, t.eventKey),
  ],
)

/** A member's choice for one kind of notice (/message/setting); no row means on. */
export const noticeSetting = pgTable(
  'notice_setting',
  {
    userId: memberKey('user_id', 'cascade').notNull(),
    newstype: smallint('newstype').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newstype] })],
)
