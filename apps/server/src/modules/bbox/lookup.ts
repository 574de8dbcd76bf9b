import type { CodeCheck, CodeStatus } from '@kid/shared/bbox-calls'
import { eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { hashCode } from './codes.ts'
import { type SeriesRow, seriesById } from './series.ts'
import { bboxBox, bboxCode } from './tables.ts'

export type CodeRow = typeof bboxCode.$inferSelect
export type Found = { code: CodeRow; series: SeriesRow; tokenId: bigint | null }

export async function findCode(db: Db, typed: string): Promise<Found | undefined> {
  const [code] = await db
    .select()
    .from(bboxCode)
    .where(eq(bboxCode.codeHash, hashCode(typed)))
  if (!code) return undefined
  const series = await seriesById(db, code.seriesId)
  if (!series) return undefined
  const [box] = await db.select({ tokenId: bboxBox.tokenId }).from(bboxBox).where(eq(bboxBox.codeId, code.id))
  return { code, series, tokenId: box?.tokenId ?? null }
}

/** How long a mint signature stays good: the member's time to confirm the mint in their wallet. */
export const RESERVE_MS = 15 * 60_000
/**
 * Others wait this much longer than the signature's deadline, so a chain clock behind ours cannot
 * let both the old signature and a new member's mint race for one code.
 */
export const GRACE_MS = 5 * 60_000

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** What a code is for this member now, with the words they see (check/cdkey, mint/sign). */
export function statusOf(found: Found | undefined, userId: number, now: Date): Omit<CodeCheck, 'series'> {
  const answer = (status: CodeStatus, msg: string, extra: Partial<CodeCheck> = {}) => ({
    status,
    msg,
    reservedUntil: null,
    tokenId: null,
    ...extra,
  })
  if (!found)
    return answer(
      'unknown',
      'There is no such code. Check it for typos: a code looks like KBX-ABCDE-FGHJK-MNPQR-STVWX-YZ012.',
    )
  const { code, series, tokenId } = found
  if (tokenId !== null || code.usedAt)
    return answer('used', 'This code has already been used: its box is minted.', {
      tokenId: tokenId?.toString() ?? null,
    })
  if (series.status !== 'on_sale')
    return answer('expired', 'This series is no longer on sale, so its codes cannot mint boxes any more.')
  if (code.expiresAt && code.expiresAt <= now)
    return answer('expired', `This code expired on ${utc(code.expiresAt)}.`)
  const until = code.reservedUntil
  if (until && code.reservedBy !== userId && until.getTime() + GRACE_MS > now.getTime())
    return answer(
      'reserved',
      `Someone is minting a box with this code right now. If they do not finish, it is free again after ${utc(new Date(until.getTime() + GRACE_MS))}.`,
    )
  if (until && code.reservedBy === userId && until > now)
    return answer('valid', 'This code is yours to mint: finish the mint in your wallet.', {
      reservedUntil: (code.reservedUntil as Date).toISOString(),
    })
  return answer('valid', `This code is valid: mint your ${series.name} box.`)
}
