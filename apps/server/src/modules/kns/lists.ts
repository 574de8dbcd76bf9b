import type { KnsListState, KnsName } from '@kid/shared/kns/views'
import { KNS_EXPIRING_DAYS } from '@kid/shared/kns/views'
import { type Page, toPage } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { nameOf } from './names.ts'
import { GRACE_MS } from './rules.ts'
import { knsName } from './tables.ts'

const DAY_MS = 86_400_000

/** The expiry window of each list: everything the wallet still holds, or one state of it. */
function windowOf(state: KnsListState, now: Date): SQL[] {
  const at = (ms: number) => new Date(now.getTime() + ms)
  const held = gte(knsName.expiresAt, at(-GRACE_MS))
  if (state === 'registered') return [gte(knsName.expiresAt, now)]
  if (state === 'expiring')
    return [gte(knsName.expiresAt, now), lt(knsName.expiresAt, at(KNS_EXPIRING_DAYS * DAY_MS))]
  if (state === 'grace') return [held, lt(knsName.expiresAt, now)]
  return [held]
}

/**
 * A wallet's names in one state, soonest expiry first (open/wallet, list/state): one read of
 * kns_name_holder_idx (holder, expires_at, token_id) for the page.
 */
export async function namesOfWallet(
  db: Db,
  wallet: string,
  state: KnsListState,
  q: PageQuery,
  now: Date,
): Promise<Page<KnsName>> {
  const rows = await db
    .select()
    .from(knsName)
    .where(and(eq(knsName.holder, wallet.toLowerCase()), ...windowOf(state, now)))
    .orderBy(asc(knsName.expiresAt), asc(knsName.tokenId))
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
  return toPage(
    rows.map((row) => nameOf(row.label, row, undefined, now)),
    q,
  )
}
