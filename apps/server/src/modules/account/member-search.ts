import { asc, sql } from 'drizzle-orm'
import { cappedCount } from '../../platform/db/capped-count.ts'
import type { Db } from '../../platform/db/database.ts'
import { matchesTerm, matchRank } from '../../platform/db/text-match.ts'
import { type Member, memberColumns } from './member-columns.ts'
import { accountUser, usernameLowered } from './tables.ts'

const byName = (term: string) => matchesTerm(usernameLowered, term)

/**
 * Members whose username contains `term` (starts with it, for a term shorter than a trigram):
 * the name itself first, then names starting with it, then the shortest names (the closest
 * match), then the oldest account. A cleaned search term (letters, digits, _ and -) is assumed.
 */
export function searchMembers(db: Db, term: string, limit: number, offset = 0): Promise<Member[]> {
  return db
    .select(memberColumns)
    .from(accountUser)
    .where(byName(term))
    .orderBy(matchRank(usernameLowered, term), sql`length(${accountUser.username})`, asc(accountUser.id))
    .limit(limit)
    .offset(offset)
}

/** How many members such a search finds, counted up to `cap` + 1 (a common term stops there). */
export function countMembers(db: Db, term: string, cap: number): Promise<number> {
  return cappedCount(
    db,
    db.select({ id: accountUser.id }).from(accountUser).where(byName(term)).$dynamic(),
    cap,
  )
}
