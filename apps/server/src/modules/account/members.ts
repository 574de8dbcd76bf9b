import { count, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { type Member, memberColumns } from './member-columns.ts'
import { countMembers, searchMembers } from './member-search.ts'
import { accountUser } from './tables.ts'

export type { Member }

/**
 * The account module's service for other modules (docs/server.md "Adding a domain module"): they
 * never read the account tables, they ask here. Lookups are batched so a list of 50 rows costs one
 * query, and each takes an optional transaction for callers that must read what they are writing.
 */
export type Members = ReturnType<typeof createMembers>

export function createMembers(db: Db) {
  return {
    async byIds(ids: readonly number[], tx: Db | Tx = db): Promise<Map<number, Member>> {
      const unique = [...new Set(ids)]
      if (unique.length === 0) return new Map()
      const rows = await tx.select(memberColumns).from(accountUser).where(inArray(accountUser.id, unique))
      return new Map(rows.map((row) => [row.id, row]))
    },
    async byWallets(wallets: readonly string[], tx: Db | Tx = db): Promise<Map<string, Member>> {
      const unique = [...new Set(wallets.map((wallet) => wallet.toLowerCase()))]
      if (unique.length === 0) return new Map()
      const rows = await tx
        .select(memberColumns)
        .from(accountUser)
        .where(inArray(accountUser.walletaddress, unique))
      return new Map(rows.flatMap((row) => (row.wallet ? [[row.wallet, row] as const] : [])))
    },
    async byId(id: number, tx: Db | Tx = db): Promise<Member | undefined> {
      const [row] = await tx.select(memberColumns).from(accountUser).where(eq(accountUser.id, id))
      return row
    },
    /** How many members there are (the demo seeds only a database nobody has used). */
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(accountUser)
      return row?.n ?? 0
    },
    /** Members by name, best match first (member-search.ts); `term` is a cleaned search term. */
    search: (term: string, limit: number, offset = 0) => searchMembers(db, term, limit, offset),
    /** How many members `search` finds, counted up to `cap` + 1. */
    countSearch: (term: string, cap: number) => countMembers(db, term, cap),
    /** The member's e-mail, for mail they asked for (a drop reminder); null without one. */
    async emailOf(id: number, tx: Db | Tx = db): Promise<string | null> {
      const [row] = await tx
        .select({ email: accountUser.email })
        .from(accountUser)
        .where(eq(accountUser.id, id))
      return row?.email ?? null
    },
    async byWallet(wallet: string, tx: Db | Tx = db): Promise<Member | undefined> {
      const [row] = await tx
        .select(memberColumns)
        .from(accountUser)
        .where(eq(accountUser.walletaddress, wallet.toLowerCase()))
      return row
    },
  }
}
