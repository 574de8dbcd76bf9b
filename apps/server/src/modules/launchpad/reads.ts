import {
  type CalendarMonth,
  type DropDetail,
  type DropType,
  LAUNCHPAD_TEXT,
  type LaunchpadIndex,
  type WhitelistAnswer,
} from '@kid/shared/launchpad/views'
import { type Page, toPage } from '@kid/shared/page'
import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors.ts'
import { kidNameOf, kidNamesOf } from '../kns/index.ts'
import { type LaunchpadDeps, secondsOf } from './deps.ts'
import { launchpadDrop, launchpadWhitelist, launchpadWhitelistTree } from './tables.ts'
import { type DropRow, stagesOf, toCard, whereType } from './view.ts'
import { proofOffsets } from './whitelist-tree.ts'

const INDEX_SIZE = 8
const deployed = eq(launchpadDrop.status, 'deployed')
const inCategory = (category: number | undefined) =>
  category === undefined ? undefined : eq(launchpadDrop.categoryId, category)

/** Upcoming soonest first; live and ended newest first. */
const orderOf = (type: DropType) =>
  type === 'upcoming'
    ? [asc(launchpadDrop.start), asc(launchpadDrop.id)]
    : [desc(launchpadDrop.start), desc(launchpadDrop.id)]

/** GET open/list: one type of deployed drops, paged, optionally in one category. */
export async function listDrops(
  deps: Pick<LaunchpadDeps, 'db' | 'now'>,
  q: { category?: number | undefined; type: DropType; page: number; size: number },
): Promise<Page<ReturnType<typeof toCard>>> {
  const now = secondsOf(deps.now())
  const rows = await deps.db
    .select()
    .from(launchpadDrop)
    .where(and(deployed, inCategory(q.category), whereType(q.type, now)))
    .orderBy(...orderOf(q.type))
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
  return toPage(
    rows.map((r) => toCard(r, now)),
    q,
  )
}

/** GET open/index: the first few live, upcoming and ended drops. */
export async function launchpadIndex(
  deps: Pick<LaunchpadDeps, 'db' | 'now'>,
  category: number | undefined,
): Promise<LaunchpadIndex> {
  const first = (type: DropType) => listDrops(deps, { category, type, page: 1, size: INDEX_SIZE })
  const [live, upcoming, ended] = await Promise.all([first('live'), first('upcoming'), first('ended')])
  return { live: live.list, upcoming: upcoming.list, ended: ended.list }
}

/**
 * GET open/calendar/view/{year}/{month}: each UTC day with a stage opening, and the drops opening
 * then (a whitelist drop appears on its whitelist day and on its public day).
 */
export async function calendarMonth(
  deps: Pick<LaunchpadDeps, 'db' | 'now'>,
  year: number,
  month: number,
): Promise<CalendarMonth> {
  const from = Date.UTC(year, month - 1, 1) / 1000
  const to = Date.UTC(year, month, 1) / 1000
  const t = launchpadDrop
  const within = (column: typeof t.start | typeof t.publicStart): SQL | undefined =>
    and(gte(column, from), lt(column, to))
  const rows = await deps.db
    .select()
    .from(t)
    .where(and(deployed, or(within(t.start), within(t.publicStart))))
    .orderBy(asc(t.start), asc(t.id))
    .limit(500)
  const now = secondsOf(deps.now())
  const days = new Map<number, CalendarMonth['days'][number]>()
  const place = (d: DropRow, at: number, opens: 'whitelist' | 'public') => {
    if (at < from || at >= to) return
    const day = new Date(at * 1000).getUTCDate()
    const entry = days.get(day) ?? { day, drops: [] }
    entry.drops.push({ ...toCard(d, now), opens })
    days.set(day, entry)
  }
  for (const d of rows) {
    place(d, d.start, d.isWhite ? 'whitelist' : 'public')
    if (d.isWhite) place(d, d.publicStart, 'public')
  }
  return { year, month, days: [...days.values()].sort((a, b) => a.day - b.day) }
}

/** A drop anyone may see: deployed. Its creator also sees it before (the apply flow's preview). */
export async function dropRow(deps: { db: Db | Tx }, id: number, viewer?: number): Promise<DropRow> {
  const [row] = await deps.db.select().from(launchpadDrop).where(eq(launchpadDrop.id, id))
  if (!row || (row.status !== 'deployed' && (viewer === undefined || row.creatorUserId !== viewer)))
    throw notFound(LAUNCHPAD_TEXT.notFound)
  return row
}

/** GET open/detail/{id}: the drop page's data. */
export async function dropDetail(
  deps: Pick<LaunchpadDeps, 'db' | 'now' | 'members' | 'chain' | 'market' | 'kidNames'>,
  id: number,
  viewer?: number,
): Promise<DropDetail> {
  const row = await dropRow(deps, id, viewer)
  const [member, names, collectionId] = await Promise.all([
    row.creatorUserId === null ? undefined : deps.members.byId(row.creatorUserId),
    kidNamesOf(deps.kidNames, [row.ownerAddress]),
    row.address ? deps.market.drops.collectionOf(row.chainId, row.address) : null,
  ])
  return {
    ...toCard(row, secondsOf(deps.now())),
    description: row.description,
    royal: row.royal,
    receiver: row.receiverAddress,
    whiteRoot: row.whiteRoot,
    whitelistSize: row.whitelistSize,
    stages: stagesOf(row),
    creator: {
      userId: row.creatorUserId,
      address: row.ownerAddress,
      username: member?.username ?? null,
      avatar: member?.headimgurl ?? null,
      kidName: kidNameOf(names, row.ownerAddress),
    },
    chainId: deps.chain.chainId,
    collectionId,
  }
}

/** GET open/whitelist/{id}?address=: the address's proof, read from the stored tree. */
export async function whitelistProof(
  deps: Pick<LaunchpadDeps, 'db'>,
  id: number,
  address: string,
): Promise<WhitelistAnswer> {
  const row = await dropRow(deps, id)
  const [entry] = await deps.db
    .select({ position: launchpadWhitelist.position })
    .from(launchpadWhitelist)
    .where(and(eq(launchpadWhitelist.dropId, id), eq(launchpadWhitelist.address, address)))
  if (!entry || !row.isWhite) return { address, whitelisted: false, proof: [] }
  // Only the proof's nodes are read (about 17 of them for 100,000 addresses), not the whole tree.
  const offsets = proofOffsets(row.whitelistSize, entry.position)
  const nodes = launchpadWhitelistTree.nodes
  const [tree] = await deps.db
    .select({
      proof: sql<string[]>`array[${sql.join(
        offsets.map((at) => sql`'0x' || encode(substring(${nodes} from ${at + 1} for 32), 'hex')`),
        sql`, `,
      )}]::text[]`,
    })
    .from(launchpadWhitelistTree)
    .where(eq(launchpadWhitelistTree.dropId, id))
  if (!tree) return { address, whitelisted: false, proof: [] }
  return { address, whitelisted: true, proof: offsets.length === 0 ? [] : tree.proof }
}
