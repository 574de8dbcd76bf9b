import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { accountUser } from '../tables.ts'

/** Partners shown on the site: brand logos (partner/open/brands) and the partner list (partner/open/list). */
export const accountPartner = pgTable(
  'account_partner',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    /** Ascending display order. */
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_partner_kind_sort_idx').on(t.kind, t.sort, t.id),
    check('account_partner_kind_check', sql`${t.kind} in ('brand', 'list')`),
  ],
)

/** One row per visitor and day (website/visit/open/add): the visitor is a hash of the member or IP (platform/visitor.ts). */
export const accountVisit = pgTable(
  'account_visit',
  {
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'account_visit_pkey', columns: [t.day, t.visitor] })],
)

/** Errors and events reported by clients (open/frontend/log). */
export const accountFrontendLog = pgTable(
  'account_frontend_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level: text('level').notNull(),
    message: text('message').notNull(),
    context: jsonb('context'),
    userId: bigint('user_id', { mode: 'number' }).references(() => accountUser.id, { onDelete: 'set null' }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_frontend_log_created_idx').on(t.createdAt)],
)
