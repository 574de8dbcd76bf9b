import type { DropCard, DropStage, DropType } from '@kid/shared/launchpad/views'
import { and, gt, gte, lte, or, type SQL, sql } from 'drizzle-orm'
import { launchpadDrop } from './tables.ts'

export type DropRow = typeof launchpadDrop.$inferSelect

/** Upcoming before its first stage, ended once sold out or past a public end, live between. */
export function typeOf(
  d: Pick<DropRow, 'start' | 'end' | 'isWhite' | 'minted' | 'total'>,
  now: number,
): DropType {
  if (now < d.start) return 'upcoming'
  if (d.minted >= d.total || (!d.isWhite && now > d.end)) return 'ended'
  return 'live'
}

/** The same three as conditions on deployed drops, so the lists read their partial indexes. */
export function whereType(type: DropType, now: number): SQL | undefined {
  const t = launchpadDrop
  if (type === 'upcoming') return gt(t.start, now)
  const soldOut = gte(t.minted, t.total)
  const publicEnded = and(sql`not ${t.isWhite}`, sql`${t.end} < ${now}`)
  if (type === 'ended') return or(soldOut, publicEnded)
  return and(lte(t.start, now), sql`${t.minted} < ${t.total}`, or(t.isWhite, gte(t.end, now)))
}

/** The stages as Pad721 runs them: with a whitelist, [start, end) for it and public from end on. */
export function stagesOf(d: DropRow): DropStage[] {
  const price = d.fee.toString()
  if (!d.isWhite) return [{ kind: 'public', start: d.start, end: d.end, price }]
  return [
    { kind: 'whitelist', start: d.start, end: d.end, price },
    { kind: 'public', start: d.end, end: null, price },
  ]
}

export function toCard(d: DropRow, now: number): DropCard {
  return {
    id: d.id,
    name: d.name,
    symbol: d.symbol,
    media: d.mediaUrl,
    category: d.categoryId,
    address: d.address,
    start: d.start,
    end: d.end,
    isWhite: d.isWhite,
    publicStart: d.publicStart,
    fee: d.fee.toString(),
    total: d.total,
    minted: d.minted,
    singleAdd: d.singleAdd,
    singleTim: d.singleTim,
    type: typeOf(d, now),
  }
}
