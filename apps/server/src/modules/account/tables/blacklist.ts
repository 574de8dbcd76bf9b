import { sql } from 'drizzle-orm'
import { bigserial, check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * Blocked accounts, devices and IPs (spec 000 §8: codes 1511541/2/3). `value` is the user id (as
 * text) for an account, the `device` header for a device, the address for an IP.
 */
export const accountBlacklist = pgTable(
  'account_blacklist',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null = until removed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_blacklist_kind_value_key').on(t.kind, t.value),
    check('account_blacklist_kind_check', sql`${t.kind} in ('account', 'device', 'ip')`),
  ],
)

/** IP ranges refused on every /api call (code 1511461). */
export const accountIpLimit = pgTable(
  'account_ip_limit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Normalised CIDR, e.g. 203.0.113.0/24 or 2001:db8::/32 (a single address is /32 or /128). */
    cidr: text('cidr').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_ip_limit_cidr_key').on(t.cidr)],
)
