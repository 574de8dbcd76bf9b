// Ledger writes per second under concurrent rewards: N members each paid bricks from the platform's
// 'rewards' account by C callers at once (one movement = key insert, entries, the member's balance),
// in-process on a fresh database: PGlite in a temp DATA_DIR, or DATABASE_URL's server. Also the
// refusal path: parallel debits of more than a member holds. Prints figures; asserts nothing.
//   npm run bench:ledger -w @kid/bench   (BENCH_LEDGER_WRITES=4000 BENCH_LEDGER_CONCURRENCY=16)
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createUser } from '@kid/server/modules/account/users'
import { createLedger, InsufficientBalance } from '@kid/server/modules/ledger/index'
import { openDatabase } from '@kid/server/platform/db/database'
import { freshDatabase } from '@kid/server/testing/app'

const WRITES = Number(process.env.BENCH_LEDGER_WRITES ?? 4000)
const CONCURRENCY = Number(process.env.BENCH_LEDGER_CONCURRENCY ?? 16)
const MEMBERS = 200

const dataDir = await mkdtemp(join(tmpdir(), 'kid-bench-ledger-'))
// On PostgreSQL, a database of its own (dropped afterwards), never the one DATABASE_URL names.
const scratch = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined
const database = await openDatabase({ databaseUrl: scratch?.url, dataDir })
try {
  await database.migrate()
  const ledger = createLedger({ db: database.db, chainId: 31337 })
  const members: number[] = []
  for (let i = 0; i < MEMBERS; i++) members.push((await createUser(database.db)).id)
  const run = process.pid

  /** Runs `count` operations, CONCURRENCY at a time; answers writes/s and p99 ms. */
  async function timed(count: number, op: (i: number) => Promise<unknown>) {
    let next = 0
    const ms: number[] = []
    const start = performance.now()
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          const i = next++
          const t0 = performance.now()
          await op(i).catch((error) => {
            if (!(error instanceof InsufficientBalance)) throw error
          })
          ms.push(performance.now() - t0)
        }
      }),
    )
    const seconds = (performance.now() - start) / 1000
    ms.sort((a, b) => a - b)
    return { perSecond: Math.round(count / seconds), p99: (ms[Math.floor(ms.length * 0.99)] ?? 0).toFixed(1) }
  }

  const reward = (i: number) =>
    ledger.transfer({
      key: `bench:${run}:reward:${i}`,
      kind: 'reward',
      reason: 'bench reward',
      actor: 'system',
      currency: 'cbk',
      amount: 50n,
      from: { platform: 'rewards' },
      to: { userId: members[i % MEMBERS] as number },
    })
  const rewards = await timed(WRITES, reward)
  const replays = await timed(WRITES, reward)
  const overdraw = await timed(WRITES / 4, (i) =>
    ledger.transfer({
      key: `bench:${run}:spend:${i}`,
      kind: 'spend',
      reason: 'bench spend',
      actor: 'system',
      currency: 'cbk',
      amount: 1000n,
      from: { userId: members[i % 8] as number },
      to: { platform: 'spending' },
    }),
  )
  console.log(
    `\nledger, ${database.kind}, ${CONCURRENCY} callers at once, ${MEMBERS} members\n` +
      '| movement | writes/s | p99 ms |\n|---|---:|---:|\n' +
      `| reward (new key) | ${rewards.perSecond} | ${rewards.p99} |\n` +
      `| reward replayed (same key: nothing moves) | ${replays.perSecond} | ${replays.p99} |\n` +
      `| debit, mostly refused (balance too low) | ${overdraw.perSecond} | ${overdraw.p99} |`,
  )
} finally {
  await database.close()
  await scratch?.drop()
  await rm(dataDir, { recursive: true, force: true })
}
