import { bigint, bigserial, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { accountUser } from '../tables.ts'

/** A third-party identity (Google, Facebook, Apple, Twitter, Discord) linked to a member. */
export const accountOauthIdentity = pgTable(
  'account_oauth_identity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** OAUTH_PROVIDERS of @kid/shared/account/user. */
    provider: text('provider').notNull(),
    /** The provider's stable user id ("sub"). */
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => accountUser.id, { onDelete: 'cascade' }),
    /** The e-mail the provider reported when linking (lower-cased), if any. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_oauth_identity_provider_subject_key').on(t.provider, t.subject),
    index('account_oauth_identity_user_idx').on(t.userId),
  ],
)

/**
 * A finished provider sign-in that still needs a step from the user (an e-mail to bind or verify,
 * spec 000 §3 "Third-login payload"). The client holds the `openid`; only its hash is stored.
 */
export const accountOauthPending = pgTable(
  'account_oauth_pending',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    openidHash: text('openid_hash').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_oauth_pending_openid_hash_key').on(t.openidHash),
    index('account_oauth_pending_expires_idx').on(t.expiresAt),
  ],
)
