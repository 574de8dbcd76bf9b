// The added latency of showing default names on a list page (issue 15): one batched, cached lookup
// of the page's wallets (modules/kns/default-names.ts) on a PGlite with 20,000 names, in-process.
// Cold: every wallet missed the cache (the first reader after the indexer changed names); warm:
// the page asked again within 30 s. Run: npm run bench:kns -w @kid/bench
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDefaultNames } from '@kid/server/modules/kns/default-names'
import { knsAddr, knsDefault, knsName, knsText } from '@kid/server/modules/kns/tables'
import { openDatabase } from '@kid/server/platform/db/database'
import { keccak256, toHex } from 'viem'

const NAMES = 20_000
const PAGE = 50
const RUNS = 100
const BATCH = 1_000

const walletOf = (i: number) => `0x${(i + 1).toString(16).padStart(40, '0')}`

const dataDir = await mkdtemp(join(tmpdir(), 'kid-bench-kns-'))
const database = await openDatabase({ databaseUrl: undefined, dataDir })
try {
  await database.migrate()
  const { db } = database
  const year = new Date(Date.now() + 365 * 86_400_000)
  for (let start = 0; start < NAMES; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, NAMES - start) }, (_, k) => {
      const i = start + k
      const label = `name${i}`
      return { i, label, tokenId: BigInt(keccak256(toHex(label))).toString(), wallet: walletOf(i) }
    })
    await db.insert(knsName).values(
      rows.map((r) => ({
        tokenId: r.tokenId,
        label: r.label,
        holder: r.wallet,
        expiresAt: year,
        whitelisted: false,
      })),
    )
    await db
      .insert(knsAddr)
      .values(rows.map((r) => ({ tokenId: r.tokenId, holder: r.wallet, addr: r.wallet })))
    // Half the wallets chose a default name, a quarter have an avatar record.
    await db
      .insert(knsDefault)
      .values(rows.filter((r) => r.i % 2 === 0).map((r) => ({ wallet: r.wallet, tokenId: r.tokenId })))
    await db.insert(knsText).values(
      rows
        .filter((r) => r.i % 4 === 0)
        .map((r) => ({
          tokenId: r.tokenId,
          holder: r.wallet,
          key: 'avatar',
          value: `https://pics.example/${r.i}.png`,
        })),
    )
  }
  await db.execute('analyze')
  const now = () => new Date()
  // A page's wallets: spread over the table, named and unnamed, plus some that hold no name at all.
  const page = (run: number) =>
    Array.from({ length: PAGE }, (_, k) => walletOf((run * 7919 + k * 397) % (NAMES + NAMES / 10)))
  const time = async (read: (run: number) => Promise<unknown>) => {
    await read(RUNS)
    const ms: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now()
      await read(run)
      ms.push(performance.now() - start)
    }
    ms.sort((a, b) => a - b)
    const at = (q: number) => (ms[Math.floor(q * (RUNS - 1))] ?? 0).toFixed(2)
    return `${at(0.5)} | ${at(0.9)}`
  }
  const warm = createDefaultNames(db, now)
  await warm.many(page(0))
  console.log(`\n${NAMES.toLocaleString('en-US')} names, ${PAGE} wallets a page, ${RUNS} runs\n`)
  console.log('| default names of a page | median ms | p90 ms |\n|---|---:|---:|')
  console.log(`| cold (one query) | ${await time((run) => createDefaultNames(db, now).many(page(run)))} |`)
  console.log(`| warm (cached) | ${await time(() => warm.many(page(0)))} |`)
} finally {
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
}
