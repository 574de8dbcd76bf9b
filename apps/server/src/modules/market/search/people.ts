import type { SearchPerson } from '@kid/shared/market/search'
import { type Page, toPage } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { isWalletAddress } from '@kid/shared/validate/wallet-address-rule'
import { inArray } from 'drizzle-orm'
import type { Member } from '../../account/index.ts'
import { kidNameOf, kidNamesOf } from '../../kns/index.ts'
import type { MarketReads } from '../deps.ts'
import { marketCreatorStats } from '../tables/creator.ts'

/** Minted items each wallet created, from the creators' kept totals (one row per creator). */
async function createdBy({ db }: MarketReads, wallets: string[]): Promise<Map<string, number>> {
  if (wallets.length === 0) return new Map()
  const rows = await db
    .select({ address: marketCreatorStats.creatorAddress, items: marketCreatorStats.items })
    .from(marketCreatorStats)
    .where(inArray(marketCreatorStats.creatorAddress, wallets))
  return new Map(rows.map((row) => [row.address, row.items]))
}

/** A person found, before their .kid name is looked up with the rest of the page's. */
type Found = Omit<SearchPerson, 'kidName'>

const personOf = (member: Member, items: Map<string, number>): Found => ({
  userId: member.id,
  address: member.wallet,
  username: member.username,
  avatar: member.headimgurl,
  items: (member.wallet && items.get(member.wallet)) || 0,
})

/** The people found, each with their wallet's .kid default name (one lookup for the page). */
async function named(reads: MarketReads, people: Found[]): Promise<SearchPerson[]> {
  const names = await kidNamesOf(
    reads.kidNames,
    people.map((p) => p.address),
  )
  return people.map((p) => ({ ...p, kidName: p.address ? kidNameOf(names, p.address) : null }))
}

/**
 * The one person an address names: the member whose wallet it is, else a creator of minted items
 * whom no member is bound to (tokens arrive from outside the platform too), else nobody.
 */
async function personAt(reads: MarketReads, address: string): Promise<Found | undefined> {
  const [member, items] = await Promise.all([reads.members.byWallet(address), createdBy(reads, [address])])
  if (member) return personOf(member, items)
  const created = items.get(address) ?? 0
  return created > 0 ? { userId: null, address, username: null, avatar: null, items: created } : undefined
}

/**
 * Members and creators a search finds: by name, the account's member search (best match first)
 * with what each created; by wallet address, the one person it names.
 */
export async function searchPeople(
  reads: MarketReads,
  term: string,
  q: PageQuery,
): Promise<Page<SearchPerson>> {
  if (isWalletAddress(term)) {
    const person = q.page === 1 ? await personAt(reads, term) : undefined
    return toPage(await named(reads, person ? [person] : []), q)
  }
  const members = await reads.members.search(term, q.size + 1, (q.page - 1) * q.size)
  const items = await createdBy(
    reads,
    members.flatMap((m) => (m.wallet ? [m.wallet] : [])),
  )
  return toPage(
    await named(
      reads,
      members.map((m) => personOf(m, items)),
    ),
    q,
  )
}

export async function countPeople(reads: MarketReads, term: string, cap: number): Promise<number> {
  if (isWalletAddress(term)) return (await personAt(reads, term)) ? 1 : 0
  return reads.members.countSearch(term, cap)
}
