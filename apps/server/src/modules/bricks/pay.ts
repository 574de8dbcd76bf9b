import { type BrickCode, brickByCode } from '@kid/shared/bricks'
import { Code } from '@kid/shared/codes'
import { eq, sql } from 'drizzle-orm'
import { afterCommit, transaction } from '../../platform/db/after-commit.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import { ApiError } from '../../platform/errors.ts'
import type { Ledger } from '../ledger/index.ts'
import { utcDay } from './day.ts'
import { bricksCap, bricksClaim, bricksDay } from './tables.ts'

export type PayDeps = { db: Db; ledger: Ledger; now: () => Date }

/** One reward to pay: `key` is the claim's and the ledger movement's idempotency key. */
export type Reward = {
  userId: number
  task: string
  kind: string
  key: string
  currency: BrickCode
  amount: bigint
  subject?: string
  /** Shown in the bricks log. */
  reason: string
}

export type Paid = { created: boolean; currency: BrickCode; amount: bigint }

/** The member's daily upper limit of this brick type would be passed: nothing is paid. */
export class DailyLimitReached extends ApiError {
  override name = 'DailyLimitReached'
  constructor(currency: string, limit: bigint) {
    const title = brickByCode(currency)?.title ?? currency
    super(
      Code.BAD_REQUEST,
      `You have reached today's limit of ${limit} ${title}. Claim this after 00:00 UTC, when a new day starts.`,
    )
  }
}

/**
 * Pays one reward, once: in one transaction the claim row (unique key), the task's own rows
 * (`alongside`, e.g. the check-in), the day's sum against the daily limit, and the ledger transfer
 * from platform 'rewards' under the same key. A key claimed before answers that claim and pays
 * nothing (a retry, or a race: the second insert waits for the first and then finds it). A claim
 * past the daily limit throws DailyLimitReached and keeps nothing.
 */
export async function pay(
  deps: PayDeps,
  reward: Reward,
  alongside?: (tx: Tx) => Promise<void>,
): Promise<Paid> {
  const day = utcDay(deps.now())
  return transaction(deps.db, async (tx) => {
    const [inserted] = await tx
      .insert(bricksClaim)
      .values({
        userId: reward.userId,
        task: reward.task,
        kind: reward.kind,
        key: reward.key,
        currency: reward.currency,
        amount: reward.amount,
        day,
        subject: reward.subject ?? null,
        createdAt: deps.now(),
      })
      .onConflictDoNothing({ target: bricksClaim.key })
      .returning({ id: bricksClaim.id })
    if (!inserted) return firstClaim(tx, reward.key)
    await alongside?.(tx)
    await addToDay(tx, reward, day)
    await deps.ledger.transfer(
      {
        key: reward.key,
        kind: 'reward',
        reason: reward.reason,
        actor: 'system',
        currency: reward.currency,
        amount: reward.amount,
        from: { platform: 'rewards' },
        to: { userId: reward.userId },
      },
      tx,
    )
    afterCommit(tx, `bricks.balances:${reward.userId}`, () => deps.ledger.announce(reward.userId))
    return { created: true, currency: reward.currency, amount: reward.amount }
  })
}

/**
 * Adds the reward to the member's sum of the day, only while it stays within the limit: the
 * upsert locks the day's row, so a racing claim waits and then sees this one's sum.
 */
async function addToDay(tx: Tx, reward: Reward, day: string): Promise<void> {
  const [cap] = await tx.select().from(bricksCap).where(eq(bricksCap.currency, reward.currency))
  if (!cap) return
  if (reward.amount > cap.daily) throw new DailyLimitReached(reward.currency, cap.daily)
  const added = await tx
    .insert(bricksDay)
    .values({ userId: reward.userId, day, currency: reward.currency, earned: reward.amount })
    .onConflictDoUpdate({
      target: [bricksDay.userId, bricksDay.day, bricksDay.currency],
      set: { earned: sql`${bricksDay.earned} + excluded.earned` },
      setWhere: sql`${bricksDay.earned} + excluded.earned <= ${cap.daily.toString()}::numeric`,
    })
    .returning({ earned: bricksDay.earned })
  if (added.length === 0) throw new DailyLimitReached(reward.currency, cap.daily)
}

async function firstClaim(tx: Tx, key: string): Promise<Paid> {
  const [first] = await tx
    .select({ currency: bricksClaim.currency, amount: bricksClaim.amount })
    .from(bricksClaim)
    .where(eq(bricksClaim.key, key))
  if (!first) throw new Error(`bricks: claim ${key} neither inserted nor found`)
  return { created: false, currency: first.currency as BrickCode, amount: first.amount }
}
