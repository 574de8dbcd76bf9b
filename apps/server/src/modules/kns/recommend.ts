import { YEAR_SECONDS } from '@kid/contracts/kns/typedData'
import { KNS_MAX_LENGTH, kidName, labelProblem } from '@kid/shared/kns/names'
import type { KnsSuggestion } from '@kid/shared/kns/views'
import { cleanSearchTerm } from '@kid/shared/validate/search'
import { and, gte, inArray } from 'drizzle-orm'
import type { KnsDeps } from './deps.ts'
import { oraclePrice } from './price.ts'
import { GRACE_MS } from './rules.ts'
import { knsName, knsReservation } from './tables.ts'

export const SUGGESTIONS = 6

/** Ways to keep a taken name's idea: the word itself, then common prefixes and suffixes. */
const VARIANTS = [
  (w: string) => w,
  (w: string) => `${w}kid`,
  (w: string) => `the${w}`,
  (w: string) => `my${w}`,
  (w: string) => `${w}_nft`,
  (w: string) => `${w}-art`,
  (w: string) => `${w}web3`,
  (w: string) => `${w}01`,
  (w: string) => `${w}_fan`,
]

/**
 * open/recommend/domain: up to six free names built from the searched word, each with its yearly
 * price. Taken, in-grace and reserved names are left out in one read of each table.
 */
export async function recommend(deps: KnsDeps, term: string): Promise<KnsSuggestion[]> {
  const word = (cleanSearchTerm(term) ?? '')
    .toLowerCase()
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, KNS_MAX_LENGTH - 4)
  if (word === '') return []
  const candidates = [...new Set(VARIANTS.map((v) => v(word)))].filter((l) => labelProblem(l) === undefined)
  if (candidates.length === 0) return []
  const now = deps.now()
  const [held, reserved] = await Promise.all([
    deps.db
      .select({ label: knsName.label })
      .from(knsName)
      .where(
        and(inArray(knsName.label, candidates), gte(knsName.expiresAt, new Date(now.getTime() - GRACE_MS))),
      ),
    deps.db
      .select({ label: knsReservation.label })
      .from(knsReservation)
      .where(inArray(knsReservation.label, candidates)),
  ])
  const unavailable = new Set([...held, ...reserved].map((r) => r.label))
  const free = candidates.filter((l) => !unavailable.has(l)).slice(0, SUGGESTIONS)
  // One oracle read per length tier (four characters, five or more), not one per name.
  const yearly = new Map<boolean, Promise<bigint>>()
  const priceOf = (label: string) => {
    const four = label.length === 4
    if (!yearly.has(four)) yearly.set(four, oraclePrice(deps.chain, label, YEAR_SECONDS))
    return yearly.get(four) as Promise<bigint>
  }
  return await Promise.all(
    free.map(async (label) => ({
      label,
      name: kidName(label),
      yearlyWei: (await priceOf(label)).toString(),
    })),
  )
}
