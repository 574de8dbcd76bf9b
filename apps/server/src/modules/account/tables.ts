import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** A member. Minimal for now: the accounts issue adds passwords, wallets, profile fields. */
export const accountUser = pgTable(
  'account_user',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public, non-sequential id shown to other users (spec 000 §3 "uid"). */
    uid: text('uid').notNull(),
    /** Stored lower-cased; null for wallet-only accounts. */
    email: text('email'),
    username: text('username'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_user_uid_key').on(t.uid),
    uniqueIndex('account_user_email_key').on(t.email),
    uniqueIndex('account_user_username_key').on(sql`lower(${t.username})`),
  ],
)

/** A sign-in. The token itself is never stored: only its SHA-256, so a database leak grants nothing. */
export const accountSession = pgTable(
  'account_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => accountUser.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_session_token_hash_key').on(t.tokenHash),
    index('account_session_user_idx').on(t.userId),
  ],
)

/** Newsletter subscription with double opt-in; the e-mail need not belong to a member. */
export const accountEmailSubscription = pgTable(
  'account_email_subscription',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** SHA-256 of the token in the latest confirmation link (also valid for unsubscribing). */
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_email_subscription_email_key').on(t.email),
    uniqueIndex('account_email_subscription_token_hash_key').on(t.tokenHash),
  ],
)
