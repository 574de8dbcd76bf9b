import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as FundingWallet from '@kid/contracts/artifacts/FundingWallet'
import * as StableCoin from '@kid/contracts/artifacts/StableCoin'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { and, eq, inArray } from 'drizzle-orm'
import { type Address, maxUint256, type TransactionReceipt, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import type { CrashPoint } from '../../platform/crash-point.ts'
import { type Db, openDatabase } from '../../platform/db/database.ts'
import { signedHeaders } from '../../platform/signature/testing.ts'
import { freshDatabase } from '../../testing/app.ts'
import { startTestChain, type TestChain } from '../../testing/chain.ts'
import { type Copy, type ServerProcess, spawnServer, startServer, stopServer } from '../../testing/copies.ts'
import { issueSession } from '../account/session.ts'
import { accountUser } from '../account/tables.ts'
import { createUser } from '../account/users.ts'
import { chainCursor, chainEvent } from '../chain/tables.ts'
import { createLedger } from '../ledger/index.ts'
import { spendingDeposit } from './tables.ts'

/**
 * A deposit is credited exactly once when the server is killed with SIGKILL between the chain event
 * and the commit (docs/ledger.md "Deposits"). Real server processes (testing/copies.ts
 * startServer: src/testing/copy-server.ts, the app as `npm start` builds it) on one database and
 * this file's anvil; a crash point (KID_TEST_CRASH_AT, platform/crash-point.ts) kills the process
 * at the exact moment, and a last variant kills it from outside at random moments. Between two
 * servers the test reads the database itself: after each kill, what is stored must be whole ranges
 * (a deposit's event, its row and its one movement all there, or none of them), and after the
 * restart every deposit is credited once.
 */

// On the PostgreSQL server DATABASE_URL names (CI's second pass), else on PGlite in a data
// directory: PGlite comes back from kill -9 too (the embedded database is in the killed process).
const databaseUrl = process.env.DATABASE_URL
const onPostgres = /^postgres(ql)?:\/\//.test(databaseUrl ?? '')
const skipped = Boolean(databaseUrl) && !onPostgres
if (skipped) console.warn('deposit kill -9 tests skipped: DATABASE_URL is set but not a postgres:// URL')

const usdt = (whole: number) => BigInt(whole) * 10n ** 6n
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A member, the dev account that deposits for them, and their bound wallet when deposits name it. */
type Member = { id: number; token: string; from: number; wallet?: Address }
type Deposit = { key: string; txHash: string; block: number; userId: number; amount: bigint }

let chain: TestChain
let dataDir: string
let database: { url: string; drop(): Promise<void> } | undefined
let env: Record<string, string>
const made: Deposit[] = []
const members: Record<'a' | 'c' | 'd' | 'marker', Member> = {} as never
const servers: Omit<ServerProcess, 'listening'>[] = []

/** A server process on the test's database and chain; `point` makes it crash there. */
async function launch(point?: CrashPoint): Promise<Copy> {
  const started = await startServer(point ? { ...env, KID_TEST_CRASH_AT: point } : env)
  servers.push(started)
  return started
}

/** The test's own look at the database between servers (PGlite is one process's: only while none runs). */
async function withDb<T>(use: (db: Db) => Promise<T>): Promise<T> {
  const opened = await openDatabase({ databaseUrl: database?.url, dataDir })
  try {
    return await use(opened.db)
  } finally {
    await opened.close()
  }
}

beforeAll(async () => {
  if (skipped) return
  dataDir = await mkdtemp(join(tmpdir(), 'kid-deposit-kill-'))
  if (onPostgres) database = await freshDatabase(databaseUrl as string)
  // One after the other: PGlite's first start holds this process's event loop for seconds, and a
  // chain request waiting behind it meanwhile would time out.
  await startFundedChain()
  await addMembers()
  // The servers run on this anvil as on an external chain: its deployment record, its signer's key.
  const deploymentFile = join(dataDir, 'deployment.json')
  await writeFile(deploymentFile, JSON.stringify(chain.deployment))
  const signerKey = devAccount(1).getHdKey().privateKey
  env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    CHAIN_RPC_URL: chain.rpcUrl,
    CHAIN_ID: String(chain.chainId),
    SIGNER_PRIVATE_KEY: signerKey ? toHex(signerKey) : '',
    DEPLOYMENT_FILE: deploymentFile,
    CHAIN_CONFIRMATIONS: '0',
    CHAIN_POLL_INTERVAL_MS: '50',
    DEMO_DATA: '0',
    RATE_LIMIT_PER_MINUTE: '100000',
  }
}, 120_000)

/** This file's anvil, where the depositing dev accounts hold USDT and let the funding contract take it. */
async function startFundedChain(): Promise<void> {
  chain = await startTestChain()
  const { usdt: token, fundingWallet } = chain.deployment.contracts
  for (const index of [5, 7, 8]) {
    await chain.write(0, {
      address: token,
      abi: StableCoin.abi,
      functionName: 'transfer',
      args: [devAccount(index).address, usdt(10_000)],
    })
    await chain.write(index, {
      address: token,
      abi: StableCoin.abi,
      functionName: 'approve',
      args: [fundingWallet, maxUint256],
    })
  }
}

/** The migrated database with the members, each with a session: d is paid to its bound wallet. */
async function addMembers(): Promise<void> {
  const opened = await openDatabase({ databaseUrl: database?.url, dataDir })
  try {
    await opened.migrate()
    const { db } = opened
    const plan = { a: [5, false], c: [5, false], d: [7, true], marker: [8, false] } as const
    for (const [name, [from, byWallet]] of Object.entries(plan)) {
      const { id } = await createUser(db)
      const wallet = byWallet ? devAccount(from).address : undefined
      if (wallet)
        await db
          .update(accountUser)
          .set({ walletaddress: wallet.toLowerCase() })
          .where(eq(accountUser.id, id))
      members[name as keyof typeof plan] = { id, token: (await issueSession(db, id)).token, from, wallet }
    }
  } finally {
    await opened.close()
  }
}

afterAll(async () => {
  // A test that failed half-way may leave its server running.
  for (const left of servers)
    if (left.process.exitCode === null && left.process.signalCode === null) {
      left.process.kill('SIGKILL')
      await left.exited
    }
  await database?.drop()
  await chain?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** A deposit to `member`, by id or to their bound wallet, from their dev account. */
async function deposit(member: Member, amount: bigint): Promise<Deposit> {
  const { fundingWallet } = chain.deployment.contracts
  const receipt: TransactionReceipt = member.wallet
    ? await chain.write(member.from, {
        address: fundingWallet,
        abi: FundingWallet.abi,
        functionName: 'transderToWallet',
        args: [member.wallet, amount],
      })
    : await chain.write(member.from, {
        address: fundingWallet,
        abi: FundingWallet.abi,
        functionName: 'transderToId',
        args: [BigInt(member.id), amount],
      })
  const log = receipt.logs.find((l) => l.address.toLowerCase() === fundingWallet.toLowerCase())
  if (!log) throw new Error('the deposit emitted no event of the funding contract')
  const made_: Deposit = {
    key: `chain:${chain.chainId}:${receipt.transactionHash}:${log.logIndex}`,
    txHash: receipt.transactionHash,
    block: Number(receipt.blockNumber),
    userId: member.id,
    amount,
  }
  made.push(made_)
  return made_
}

/** The member's USDT as the running server answers it (GET userbrickslog/brickscount). */
async function usdtOf(server: Copy, member: Member): Promise<bigint> {
  const keys = await fetch(`${server.url}/api/accountservice/open/platform/keys`)
  const web = ((await keys.json()) as { data: { x25519: { web: string } } }).data.x25519.web
  const res = await fetch(`${server.url}/api/accountservice/userbrickslog/brickscount`, {
    headers: { ...signedHeaders(web, 'web'), authorization: member.token },
  })
  const list = ((await res.json()) as { data: { code: string; available: string }[] }).data
  return BigInt(list.find((b) => b.code === 'usdt')?.available ?? '-1')
}

/**
 * Waits until `server` has indexed everything deposited so far: a marker deposit made now is
 * credited, and the indexer applies blocks in order, so every earlier block is applied too.
 */
async function settled(server: Copy): Promise<void> {
  await deposit(members.marker, 1n)
  const total = made.filter((d) => d.userId === members.marker.id).reduce((sum, d) => sum + d.amount, 0n)
  await expect.poll(() => usdtOf(server, members.marker), { timeout: 30_000, interval: 100 }).toBe(total)
}

/**
 * Waits for the server's end and checks that the crash point ended it with SIGKILL, in the range
 * that applied `deposit` (its line names the deposits that range credited).
 */
async function crashed(
  server: Omit<ServerProcess, 'listening'>,
  point: CrashPoint,
  deposit: Deposit,
): Promise<void> {
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' })
  const said = server.lines.filter((line) => line.startsWith('{"crash"')).map((line) => JSON.parse(line))
  expect(said).toEqual([{ crash: point, pid: server.process.pid, deposits: [deposit.key] }])
}

type State = Awaited<ReturnType<typeof look>>

/**
 * What the database holds of the deposits: cursor, events, rows, movements, balances. `rewindTo`
 * then moves the cursor back (only while no server runs).
 */
function look(options: { rewindTo?: { blockNumber: number; blockHash: string } } = {}) {
  return withDb(async (db) => {
    const ledger = createLedger({ db, chainId: chain.chainId })
    const [cursor] = await db.select().from(chainCursor).where(eq(chainCursor.chainId, chain.chainId))
    const events = await db
      .select({ txHash: chainEvent.txHash, logIndex: chainEvent.logIndex })
      .from(chainEvent)
      .where(
        and(
          eq(chainEvent.chainId, chain.chainId),
          inArray(chainEvent.eventName, ['RechargeId', 'RechargeWallet']),
        ),
      )
    const rows = await db.select().from(spendingDeposit)
    const movements = await ledger.history({ kind: 'deposit', limit: 10_000 })
    const balances = new Map<number, bigint>()
    for (const member of Object.values(members))
      balances.set(member.id, (await ledger.balances(member.id)).usdt.available)
    if (options.rewindTo)
      await db.update(chainCursor).set(options.rewindTo).where(eq(chainCursor.chainId, chain.chainId))
    return {
      cursor: cursor?.blockNumber ?? -1,
      eventKeys: events.map((e) => `chain:${chain.chainId}:${e.txHash}:${e.logIndex}`),
      rows,
      movements,
      balances,
    }
  })
}

/**
 * Whole ranges only: each deposit at or below the cursor has its one event, its one row and exactly
 * one movement in force (deposits → member, its amount), and its transaction's hash names no other
 * movement; a deposit above the cursor has none of them; each member holds the sum of what was
 * applied. A credit committed apart from its range, or committed twice, breaks one of these.
 */
function expectWhole(state: State): void {
  const applied = made.filter((d) => d.block <= state.cursor)
  const pending = made.filter((d) => d.block > state.cursor)
  for (const d of applied) {
    expect(
      state.eventKeys.filter((k) => k === d.key),
      d.key,
    ).toHaveLength(1)
    expect(
      state.rows.filter((r) => r.ledgerKey === d.key),
      d.key,
    ).toEqual([expect.objectContaining({ userId: d.userId, amount: d.amount })])
    const movements = state.movements.filter((m) => m.key.includes(`:${d.txHash}:`))
    expect(movements, d.key).toHaveLength(1)
    expect(movements[0]).toMatchObject({ key: d.key, reversedBy: null })
    expect(movements[0]?.entries.map((e) => [e.owner, e.currency, e.bucket, e.amount]).sort(), d.key).toEqual(
      [
        [`member:${d.userId}`, 'usdt', 'available', d.amount],
        ['platform:deposits', 'usdt', 'available', -d.amount],
      ].sort(),
    )
  }
  for (const d of pending) {
    expect(state.eventKeys, d.key).not.toContain(d.key)
    expect(
      state.rows.map((r) => r.ledgerKey),
      d.key,
    ).not.toContain(d.key)
    expect(
      state.movements.filter((m) => m.key.includes(`:${d.txHash}:`)),
      d.key,
    ).toEqual([])
  }
  expect(state.movements).toHaveLength(applied.length)
  expect(state.rows).toHaveLength(applied.length)
  for (const member of Object.values(members)) {
    const sum = applied.filter((d) => d.userId === member.id).reduce((total, d) => total + d.amount, 0n)
    expect(state.balances.get(member.id), `member ${member.id}`).toBe(sum)
  }
}

describe.skipIf(skipped)('a deposit through kill -9 of the server', () => {
  it('killed just before the commit that credits it, and its restart right after that commit: credited once', async () => {
    const first = await launch('deposit-before-commit')
    const d = await deposit(members.a, usdt(25))
    await crashed(first, 'deposit-before-commit', d)
    // It died after the handler had written the deposit's row and movement in the range's
    // transaction, with the COMMIT not yet sent: nothing of the range is kept, the cursor unmoved.
    const lost = await look()
    expect(lost.cursor).toBeLessThan(d.block)
    expectWhole(lost)
    expect(lost.balances.get(members.a.id)).toBe(0n)

    // The restart reads the lost range again and credits the deposit, and dies right after that
    // commit. The cursor moves in the range's own transaction (modules/chain/indexer.ts): there is no
    // moment when the credit is committed and the cursor not yet advanced, so "after the commit" and
    // "after the cursor" are this one point. It may die before it is ready: it is not waited for.
    const second = spawnServer({ ...env, KID_TEST_CRASH_AT: 'deposit-after-commit' })
    servers.push(second)
    await crashed(second, 'deposit-after-commit', d)
    // Had the cursor been a step of its own, the next start would read the range once more: the
    // cursor is put back below the deposit's block, as if that step had been lost.
    const below = await chain.client.getBlock({ blockNumber: BigInt(d.block - 1) })
    const kept = await look({ rewindTo: { blockNumber: d.block - 1, blockHash: below.hash } })
    expect(kept.cursor).toBeGreaterThanOrEqual(d.block)
    expectWhole(kept)
    expect(kept.balances.get(members.a.id)).toBe(usdt(25))

    // A clean start reads the range again and credits nothing more.
    const third = await launch()
    await settled(third)
    expect(await usdtOf(third, members.a)).toBe(usdt(25))
    await stopServer(third)
    const end = await look()
    expect(end.cursor).toBeGreaterThanOrEqual(d.block)
    expectWhole(end)
  }, 180_000)

  it('killed from outside at random moments while deposits are indexed: each is credited once', async () => {
    const seed = Number(process.env.DEPOSIT_KILL_SEED ?? Math.floor(Math.random() * 2 ** 31))
    const rounds = Number(process.env.DEPOSIT_KILL_ROUNDS ?? 3)
    const random = mulberry32(seed)
    const notes: string[] = []
    onTestFailed(() =>
      console.error(`deposit kill -9: seed ${seed} (DEPOSIT_KILL_SEED); ${notes.join('; ')}`),
    )
    for (let round = 0; round < rounds; round++) {
      const server = await launch()
      // SIGKILL from outside a random 0–100 ms after one of the round's six deposits is mined,
      // while the server indexes them; the chain goes on, and the next server finds the rest.
      const killAfter = 1 + Math.floor(random() * 6)
      const jitterMs = Math.floor(random() * 100)
      let killed: Promise<unknown> = Promise.resolve()
      const before = made.length
      for (let i = 1; i <= 6; i++) {
        await sleep(Math.floor(random() * 40))
        await deposit(
          random() < 0.5 ? members.c : members.d,
          usdt(1) + BigInt(Math.floor(random() * 1_000_000)),
        )
        if (i === killAfter) killed = sleep(jitterMs).then(() => server.process.kill('SIGKILL'))
      }
      await killed
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' })
      const state = await look()
      expectWhole(state)
      const applied = made.slice(before).filter((d) => d.block <= state.cursor).length
      notes.push(`round ${round}: killed ${jitterMs} ms after deposit ${killAfter}, ${applied} of 6 applied`)
    }
    console.info(
      `deposit kill -9 on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, seed ${seed}: ${notes.join('; ')}`,
    )

    const last = await launch()
    await settled(last)
    await stopServer(last)
    const end = await look()
    expect(made.every((d) => d.block <= end.cursor)).toBe(true)
    expectWhole(end)
  }, 300_000)
})

/** A small seeded generator (mulberry32), so a failing round can be replayed with its seed. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
