import { count, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { accountUser } from './tables.ts'

/** What other modules may know of a member: who they are and how they are shown. */
export type Member = {
  id: number
  uid: string
  username: string | null
  headimgurl: string | null
  /** The bound wallet, lower-cased; null for a member without one. */
  wallet: string | null
  /** The profile's banner picture and bio (a creator's page shows them). */
  banner: string | null
  bio: string | null
}

const memberColumns = {
  id: accountUser.id,
  uid: accountUser.uid,
  username: accountUser.username,
  headimgurl: accountUser.headimgurl,
  wallet: accountUser.walletaddress,
  banner: accountUser.bannerimageurl,
  bio: accountUser.personalprofile,
}

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
    async byWallet(wallet: string, tx: Db | Tx = db): Promise<Member | undefined> {
      const [row] = await tx
        .select(memberColumns)
        .from(accountUser)
        .where(eq(accountUser.walletaddress, wallet.toLowerCase()))
      return row
    },
  }
}
