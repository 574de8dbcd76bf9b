import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import { hashCode, newCode, newSalt } from './codes.ts'
import { seriesById } from './series.ts'
import { bboxCode } from './tables.ts'

/** At most this many codes per batch: a batch is shown once, so it must fit one screen or file. */
export const BATCH_MAX = 10_000

/**
 * An operator's batch of codes for a series (to hand out at an event, or to partners). The codes
 * are returned once and only their hashes kept; `days` gives them an expiry.
 */
export async function generateBatch(
  db: Db,
  input: { seriesId: number; count: number; days?: number | undefined; label: string },
  now = new Date(),
): Promise<string[]> {
  const series = await seriesById(db, input.seriesId)
  if (series?.status !== 'on_sale') throw badRequest(`Series ${input.seriesId} is not on sale`)
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > BATCH_MAX)
    throw badRequest(`A batch has 1 to ${BATCH_MAX} codes`)
  const expiresAt = input.days ? new Date(now.getTime() + input.days * 86_400_000) : null
  const codes = Array.from({ length: input.count }, newCode)
  for (let i = 0; i < codes.length; i += 500) {
    await db.insert(bboxCode).values(
      codes.slice(i, i + 500).map((code) => ({
        seriesId: series.id,
        codeHash: hashCode(code),
        ...newSalt(),
        batch: input.label,
        expiresAt,
        createdAt: now,
      })),
    )
  }
  return codes
}
