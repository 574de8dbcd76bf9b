import { Code } from '@kid/shared/codes'
import { and, count, gt, inArray, lt } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { ApiError } from '../../platform/errors.ts'
import { bboxGuess } from './tables.ts'

/** Codes that match nothing, allowed per member and per IP in an hour. */
export const GUESSES_PER_MEMBER = 10
export const GUESSES_PER_IP = 30
const WINDOW_MS = 3600_000

export class TooManyGuesses extends ApiError {
  override name = 'TooManyGuesses'
  constructor() {
    super(
      Code.RATE_LIMITED,
      'Too many codes that do not exist were tried. Check the code you were given and try again in an hour.',
    )
  }
}

/**
 * Counts a try before the lookup (so parallel tries cannot outrun the budget) and refuses past the
 * budget; `settle(found)` gives the try back when the code exists: only misses are counted.
 */
export async function claimGuess(db: Db, userId: number, ip: string, now: Date) {
  const subjects = [`m:${userId}`, `ip:${ip}`]
  const since = new Date(now.getTime() - WINDOW_MS)
  const rows = await db
    .insert(bboxGuess)
    .values(subjects.map((subject) => ({ subject, createdAt: now })))
    .returning({ id: bboxGuess.id })
  const counts = await db
    .select({ subject: bboxGuess.subject, n: count() })
    .from(bboxGuess)
    .where(and(inArray(bboxGuess.subject, subjects), gt(bboxGuess.createdAt, since)))
    .groupBy(bboxGuess.subject)
  const of = (s: string) => counts.find((c) => c.subject === s)?.n ?? 0
  const ids = rows.map((r) => r.id)
  const giveBack = () => db.delete(bboxGuess).where(inArray(bboxGuess.id, ids))
  if (of(subjects[0] as string) > GUESSES_PER_MEMBER || of(subjects[1] as string) > GUESSES_PER_IP) {
    await giveBack()
    throw new TooManyGuesses()
  }
  // Old tries leave the window for good: drop them now and then, on a write.
  if (ids[0] !== undefined && ids[0] % 100 === 0)
    await db.delete(bboxGuess).where(lt(bboxGuess.createdAt, since))
  return {
    settle: async (found: boolean) => {
      if (found) await giveBack()
    },
  }
}
