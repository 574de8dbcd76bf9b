import { tokenIdOf } from '@kid/contracts/kns/typedData'
import type { Logger } from 'drizzle-orm/logger'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../platform/db/database.ts'
import { type RawDatabase, rawDatabase } from '../../testing/raw-database.ts'
import { createDefaultNames } from './default-names.ts'
import { namesOfWallet } from './lists.ts'
import { knsAddr, knsDefault, knsName } from './tables.ts'

const sent: { query: string; params: unknown[] }[] = []
const logger: Logger = { logQuery: (query, params) => sent.push({ query, params }) }

let planner: RawDatabase
let db: Db
const NAMES = 2_000
const walletOf = (i: number) => `0x${(i % 200).toString(16).padStart(40, '0')}`

beforeAll(async () => {
  planner = await rawDatabase({ logger, migrated: true })
  db = planner.db
  const rows = Array.from({ length: NAMES }, (_, i) => ({
    tokenId: tokenIdOf(`name${i}`).toString(),
    label: `name${i}`,
    holder: walletOf(i),
    expiresAt: new Date(Date.UTC(2027, 0, 1) + i * 3_600_000),
    whitelisted: false,
  }))
  await db.insert(knsName).values(rows)
  await db.insert(knsAddr).values(rows.map((r) => ({ tokenId: r.tokenId, holder: r.holder, addr: r.holder })))
  await db
    .insert(knsDefault)
    .values(rows.slice(0, 200).map((r) => ({ wallet: r.holder, tokenId: r.tokenId })))
  // At this size Postgres would read small tables whole however they are indexed; with sequential
  // scans priced out, a plan shows whether an index fits the query (and which one).
  await planner.exec('set enable_seqscan = off')
}, 60_000)
afterAll(() => planner?.close())

/** EXPLAIN of every kns query `run` sends, as one text. */
async function plansOf(run: () => Promise<unknown>): Promise<string> {
  sent.length = 0
  await run()
  const plans: string[] = []
  for (const { query, params } of sent.filter((s) => s.query.includes('kns_'))) {
    const { rows } = await planner.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params)
    plans.push(...rows.map((r) => r['QUERY PLAN']))
  }
  return plans.join('\n')
}

const now = new Date(Date.UTC(2026, 10, 26))

describe('kns query plans (EXPLAIN on PGlite with sequential scans priced out)', () => {
  it('narrows a wallet’s names to its own rows through kns_name_holder_idx', async () => {
    // A wallet holds a handful of names: the index finds them (and their expiry window), and
    // sorting those few rows is what the planner rightly prefers to an ordered index walk.
    for (const state of ['all', 'registered', 'expiring', 'grace'] as const) {
      const plan = await plansOf(() => namesOfWallet(db, walletOf(7), state, { page: 2, size: 5 }, now))
      expect(plan, state).toContain('kns_name_holder_idx')
      expect(plan, state).not.toContain('Seq Scan')
    }
  })

  it('resolves a page of default names through the four tables’ keys', async () => {
    const wallets = Array.from({ length: 50 }, (_, i) => walletOf(i * 3))
    const plan = await plansOf(() => createDefaultNames(db, () => now).many(wallets))
    for (const index of ['kns_default_pkey', 'kns_name_pkey', 'kns_addr_token_id_holder_pk']) {
      expect(plan).toContain(index)
    }
    expect(plan).not.toContain('Seq Scan')
  })
})
