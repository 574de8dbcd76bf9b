import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * A member (spec 000 §3 "User"). Column names of the profile follow the spec's wire names, so the
 * user object maps one to one. The other account tables live in ./tables/.
 */
export const accountUser = pgTable(
  'account_user',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public, non-sequential id shown to other users (spec 000 §3 "uid"). */
    uid: text('uid').notNull(),
    /** Stored lower-cased; null for wallet-only accounts. */
    email: text('email'),
    /** When the owner proved the address (an e-mailed code or a provider's verified e-mail). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    username: text('username'),
    /** argon2id (PHC string) of the client's SHA-256 hex; null for wallet-only and third-party accounts. */
    passwordHash: text('password_hash'),
    /** REGISTER_TYPE of @kid/shared/account/user: how the account was first registered (5 = wallet). */
    registertype: integer('registertype').notNull().default(1),
    /** Bound wallet, lower-cased 0x address; at most one account per address. */
    walletaddress: text('walletaddress'),
    headimgurl: text('headimgurl'),
    profileimageurl: text('profileimageurl'),
    /** 1 when the avatar is an NFT the user holds. */
    imgsource: integer('imgsource').notNull().default(0),
    personalprofile: text('personalprofile'),
    bannerimageurl: text('bannerimageurl'),
    instagramurl: text('instagramurl'),
    websiteurl: text('websiteurl'),
    twitterurl: text('twitterurl'),
    /** The user's own invite code (shared as /reg/<code>). The default only backfills old rows; createUser makes its own. */
    inviteCode: text('invite_code')
      .notNull()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8))`),
    /** Who invited this user (the invite code given at registration). */
    inviterId: bigint('inviter_id', { mode: 'number' }).references((): AnyPgColumn => accountUser.id, {
      onDelete: 'set null',
    }),
    certification: integer('certification').notNull().default(0),
    /** The `device` header of the latest sign-in. */
    device: text('device'),
    /** Client IP of the latest sign-in. */
    lastIp: text('last_ip'),
    /** The denet partner flow (spec 000 §3 register payload): set when registered through it. */
    denet: text('denet'),
    activity: text('activity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_user_uid_key').on(t.uid),
    uniqueIndex('account_user_email_key').on(t.email),
    uniqueIndex('account_user_username_key').on(sql`lower(${t.username})`),
    // The member search (member-search.ts): trigrams find a part of a name without reading them
    // all. No pending list: PGlite runs no vacuum to empty one (docs/server.md).
    index('account_user_username_trgm_idx')
      .using('gin', sql`lower(${t.username}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    uniqueIndex('account_user_walletaddress_key')
      .on(t.walletaddress)
      .where(sql`${t.walletaddress} is not null`),
    uniqueIndex('account_user_invite_code_key').on(t.inviteCode),
    index('account_user_inviter_idx').on(t.inviterId, t.id),
    index('account_user_denet_idx').on(t.denet).where(sql`${t.denet} is not null`),
  ],
)

/** The expression account_user_username_trgm_idx indexes: a name search filters on exactly this. */
export const usernameLowered = sql`lower(${accountUser.username})`

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
