import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberKey } from '../account/index.ts'

/** Bricks in whole units (they have no decimals), as the ledger keeps amounts: numeric(78,0). */
const units = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' })
const bricks = sql.raw(`('cbk', 'gbk', 'knc')`)

/**
 * A task of the reward centre and what it pays (docs/bricks.md). Seeded by the migration with the
 * defaults, changed by operators (`npm run admin -- bricks task …`); the code knows the kinds, the
 * table the amounts, titles and which tasks are on.
 */
export const bricksTask = pgTable(
  'bricks_task',
  {
    slug: text('slug').primaryKey(),
    kind: text('kind').notNull(),
    /** The social platform of a 'social' task; null for the others. */
    platform: text('platform'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    amount: units('amount').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check(
      'bricks_task_kind_check',
      sql`${t.kind} in ('welcome', 'checkin', 'social', 'invite', 'newsletter')`,
    ),
    check('bricks_task_currency_check', sql`${t.currency} in ${bricks}`),
    check('bricks_task_amount_check', sql`${t.amount} > 0`),
  ],
)

/** The daily upper limit of one brick type per member (bricksupperlimit), over every task. */
export const bricksCap = pgTable(
  'bricks_cap',
  {
    currency: text('currency').primaryKey(),
    daily: units('daily').notNull(),
  },
  (t) => [
    check('bricks_cap_currency_check', sql`${t.currency} in ${bricks}`),
    check('bricks_cap_daily_check', sql`${t.daily} > 0`),
  ],
)

/**
 * One reward paid: the bricks module's own record beside the ledger movement of the same key.
 * The unique key makes a retried or racing claim find the first one instead of paying again.
 */
export const bricksClaim = pgTable(
  'bricks_claim',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: memberKey('user_id', 'cascade').notNull(),
    /** The task's slug, or `campaign:<id>`. */
    task: text('task').notNull(),
    /** checkin, social, invite, newsletter or campaign: what campaigns count. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    currency: text('currency').notNull(),
    amount: units('amount').notNull(),
    /** The UTC day it counts against the daily limit. */
    day: date('day', { mode: 'string' }).notNull(),
    /** What it was for: the invitee's member id, the platform, the campaign id. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bricks_claim_key_uq').on(t.key),
    index('bricks_claim_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    // A campaign's stats count its claims (task `campaign:<id>`).
    index('bricks_claim_task_idx').on(t.task),
  ],
)

/**
 * What a member earned of one brick type on one UTC day. The daily limit is an upsert on this row
 * that only adds while the sum stays within the limit, so two claims at the cap queue on the row
 * and the second sees the first's sum: one pays.
 */
export const bricksDay = pgTable(
  'bricks_day',
  {
    userId: memberKey('user_id', 'cascade').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    earned: units('earned').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.currency] })],
)

/** A daily check-in, with the streak it makes (yesterday's streak + 1, else 1). */
export const bricksCheckin = pgTable(
  'bricks_checkin',
  {
    userId: memberKey('user_id', 'cascade').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)

/**
 * A member's handle on a social platform. A handle cannot be proven ours without the platform's
 * sign-in, so one handle links to one member only: it cannot be reused to farm the reward.
 */
export const bricksSocial = pgTable(
  'bricks_social',
  {
    userId: memberKey('user_id', 'cascade').notNull(),
    platform: text('platform').notNull(),
    handle: text('handle').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.platform] }),
    uniqueIndex('bricks_social_handle_uq').on(t.platform, sql`lower(${t.handle})`),
  ],
)

/** A monthly campaign (timelimitbricks), made by operators: reach `target` of `goal` in the month. */
export const bricksCampaign = pgTable(
  'bricks_campaign',
  {
    id: serial('id').primaryKey(),
    /** YYYY-MM, UTC. */
    month: text('month').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    goal: text('goal').notNull(),
    target: integer('target').notNull(),
    currency: text('currency').notNull(),
    amount: units('amount').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bricks_campaign_month_idx').on(t.month),
    check(
      'bricks_campaign_goal_check',
      sql`${t.goal} in ('checkin', 'social', 'invite', 'newsletter', 'any')`,
    ),
    check('bricks_campaign_target_check', sql`${t.target} > 0`),
    check('bricks_campaign_currency_check', sql`${t.currency} in ${bricks}`),
    check('bricks_campaign_amount_check', sql`${t.amount} > 0`),
  ],
)

/** A member who joined a campaign: progress counts from `joinedAt`. */
export const bricksCampaignEntry = pgTable(
  'bricks_campaign_entry',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bricksCampaign.id, { onDelete: 'cascade' }),
    userId: memberKey('user_id', 'cascade').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    index('bricks_campaign_entry_user_idx').on(t.userId),
  ],
)
