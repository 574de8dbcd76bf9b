import { tokenIdOf } from '@kid/contracts/kns/typedData'
import { kidName } from '@kid/shared/kns/names'
import type { KnsName } from '@kid/shared/kns/views'
import { eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { GRACE_MS } from './rules.ts'
import { knsName, knsReservation } from './tables.ts'

export type NameRow = typeof knsName.$inferSelect
type Reservation = { wallet: string } | undefined

/**
 * A label's state from its mirrored row and reservation at `now`: someone's while it has not
 * expired, still its holder's through the grace period, then free again (kept for one wallet when
 * reserved). `caller` (lower-case) learns whether a reserved name is kept for them.
 */
export function nameOf(
  label: string,
  row: NameRow | undefined,
  reservation: Reservation,
  now: Date,
  caller?: string | null,
): KnsName {
  const base = { label, name: kidName(label), tokenId: tokenIdOf(label).toString() }
  const held = row?.holder ? row : undefined
  if (held && held.expiresAt.getTime() + GRACE_MS >= now.getTime()) {
    return {
      ...base,
      state: held.expiresAt >= now ? 'registered' : 'grace',
      holder: held.holder,
      expiresAt: held.expiresAt.toISOString(),
      graceEndsAt: new Date(held.expiresAt.getTime() + GRACE_MS).toISOString(),
      whitelisted: held.whitelisted,
    }
  }
  const free = { ...base, holder: null, expiresAt: null, graceEndsAt: null, whitelisted: false }
  if (!reservation) return { ...free, state: 'available' }
  return { ...free, state: 'reserved', whitelisted: true, reservedForYou: caller === reservation.wallet }
}

/** One label's state as the indexer knows it. */
export async function findName(db: Db, label: string, now: Date, caller?: string | null): Promise<KnsName> {
  const [row] = await db.select().from(knsName).where(eq(knsName.label, label))
  const [reservation] = await db
    .select({ wallet: knsReservation.wallet })
    .from(knsReservation)
    .where(eq(knsReservation.label, label))
  return nameOf(label, row, reservation, now, caller)
}
