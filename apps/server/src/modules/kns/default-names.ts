import { kidName } from '@kid/shared/kns/names'
import type { KnsDefault } from '@kid/shared/kns/views'
import { and, eq, gte, inArray } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { knsAddr, knsDefault, knsName, knsText } from './tables.ts'

/** How long an answer is kept; the indexer clears the cache at once on this copy, other copies wait this long. */
export const DEFAULT_NAME_TTL_MS = 30_000
/** Past this many cached wallets the cache starts over, so a crawl over every wallet cannot grow it without end. */
const MAX_CACHED = 20_000

export type DefaultNames = ReturnType<typeof createDefaultNames>

const none = (wallet: string): KnsDefault => ({
  wallet,
  name: null,
  label: null,
  tokenId: null,
  avatar: null,
})

/**
 * The avatar record as a picture the pages can show: https only (there is no IPFS gateway, so an
 * ipfs:// record shows nothing yet), parsed and normalised. `modify` accepts only https and ipfs
 * records, but anyone can write any text on the resolver directly, and the mirror keeps it as is.
 */
export function pictureOf(record: string | null): string | null {
  if (!record) return null
  try {
    const url = new URL(record)
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * Default names of many wallets at once, for every list that shows wallets: one query for the
 * wallets not cached, answering a name only when forward and reverse agree — the wallet chose it,
 * holds the live name, and the name's address record (the wallet's own) points back at it — with
 * the name's avatar record as a picture (`pictureOf`). Answers (no name included) are cached per wallet until the TTL or the
 * name's expiry, whichever comes first; the indexer clears the cache when names change.
 */
export function createDefaultNames(db: Db, now: () => Date) {
  const cache = new Map<string, { value: KnsDefault; until: number }>()

  async function lookUp(
    wallets: string[],
    at: Date,
  ): Promise<Map<string, { value: KnsDefault; until: number }>> {
    const rows = await db
      .select({
        wallet: knsDefault.wallet,
        tokenId: knsName.tokenId,
        label: knsName.label,
        expiresAt: knsName.expiresAt,
        avatar: knsText.value,
      })
      .from(knsDefault)
      .innerJoin(
        knsName,
        and(
          eq(knsName.tokenId, knsDefault.tokenId),
          eq(knsName.holder, knsDefault.wallet),
          gte(knsName.expiresAt, at),
        ),
      )
      .innerJoin(
        knsAddr,
        and(
          eq(knsAddr.tokenId, knsDefault.tokenId),
          eq(knsAddr.holder, knsDefault.wallet),
          eq(knsAddr.addr, knsDefault.wallet),
        ),
      )
      .leftJoin(
        knsText,
        and(
          eq(knsText.tokenId, knsDefault.tokenId),
          eq(knsText.holder, knsDefault.wallet),
          eq(knsText.key, 'avatar'),
        ),
      )
      .where(inArray(knsDefault.wallet, wallets))
    const ttl = at.getTime() + DEFAULT_NAME_TTL_MS
    const found = new Map(wallets.map((w) => [w, { value: none(w), until: ttl }]))
    for (const r of rows) {
      found.set(r.wallet, {
        value: {
          wallet: r.wallet,
          name: kidName(r.label),
          label: r.label,
          tokenId: r.tokenId,
          avatar: pictureOf(r.avatar),
        },
        until: Math.min(ttl, r.expiresAt.getTime()),
      })
    }
    return found
  }

  /** Each wallet's default name (lower-case keys); wallets without one map to an empty answer. */
  async function many(wallets: readonly string[]): Promise<Map<string, KnsDefault>> {
    const at = now()
    const wanted = [...new Set(wallets.map((w) => w.toLowerCase()))]
    const answer = new Map<string, KnsDefault>()
    const missing: string[] = []
    for (const wallet of wanted) {
      const hit = cache.get(wallet)
      if (hit && hit.until > at.getTime()) answer.set(wallet, hit.value)
      else missing.push(wallet)
    }
    if (missing.length === 0) return answer
    const found = await lookUp(missing, at)
    if (cache.size + found.size > MAX_CACHED) cache.clear()
    for (const [wallet, entry] of found) {
      cache.set(wallet, entry)
      answer.set(wallet, entry.value)
    }
    return answer
  }

  return {
    many,
    async one(wallet: string): Promise<KnsDefault> {
      const lower = wallet.toLowerCase()
      return (await many([lower])).get(lower) ?? none(lower)
    },
    /** The indexer saw names change (after its commit). */
    clear(): void {
      cache.clear()
    },
  }
}
