import * as FundingWallet from '@kid/contracts/artifacts/FundingWallet'
import * as StableCoin from '@kid/contracts/artifacts/StableCoin'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { Code } from '@kid/shared/codes'
import { eq, sql } from 'drizzle-orm'
import { type Address, type Hex, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRelayer } from '../../platform/chain/relayer.ts'
import { relayedTx } from '../../platform/chain/tables.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { startTestChain, type TestChain } from '../../testing/chain.ts'
import { freshIp } from '../account/testing.ts'
import { type RelayDeps, relayKey, relayWithdrawal } from './relay.ts'
import { spendingRelay } from './tables.ts'
import { fundingScene, usdt, type Voucher } from './testing.ts'

/** Dev account 7 is the relayer: a key of its own, with the chain's coin for gas. */
const RELAYER_KEY = toHex(devAccount(7).getHdKey().privateKey as Uint8Array)
const RELAYER = devAccount(7).address

let chain: TestChain
let t: TestApp
let scene: ReturnType<typeof fundingScene>
let clockOffsetMs = 0
const now = () => new Date(Date.now() + clockOffsetMs)
beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp(
    { RELAYER_PRIVATE_KEY: RELAYER_KEY, RECONCILE_CRON: 'off' },
    undefined,
    {},
    {
      chain: { ...chain, pollIntervalMs: 60_000 },
      now,
    },
  )
  scene = fundingScene(t, chain)
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

type Member = Awaited<ReturnType<typeof scene.depositor>>
type Relay = { status: string; statustext: string; txhash: Hex | null; note: string | null }
type View = { id: number; status: string; txhash: Hex | null; voucher: Voucher | null; relay: Relay | null }
type Answer<T> = { code: number; msg: string; data: T }
const call = async <T>(app: TestApp, m: Member, method: 'GET' | 'POST', path: string, payload: object = {}) =>
  (
    await app.app.inject({
      method,
      url: `/api/communityservice/token/withdraw/${path}`,
      headers: m.headers(),
      remoteAddress: freshIp(),
      ...(method === 'POST' ? { payload } : { query: payload as Record<string, string> }),
    })
  ).json() as Answer<T>
const save = (m: Member, amount: string) => call<View>(t, m, 'POST', 'save', { amount, address: m.wallet })
const relay = (m: Member, id: number, app = t) => call<View>(app, m, 'POST', 'relay', { id })
const details = (m: Member, id: number) => call<View>(t, m, 'GET', 'getdetails', { id: String(id) })
const nonceOf = (address: Address) => chain.client.getTransactionCount({ address, blockTag: 'pending' })
const usdtOf = async (address: Address) =>
  (await chain.client.readContract({
    address: chain.deployment.contracts.usdt,
    abi: StableCoin.abi,
    functionName: 'balanceOf',
    args: [address],
  })) as bigint
/** The withdrawal's relay with the relayer's transaction for it (who signed, with which nonce). */
const relayRow = async (id: number) => {
  const [row] = await t.app.db.select().from(spendingRelay).where(eq(spendingRelay.withdrawalId, id))
  const [signed] = await t.app.db
    .select()
    .from(relayedTx)
    .where(eq(relayedTx.key, relayKey(id)))
  return row && { ...row, relayer: signed?.relayer ?? null, nonce: signed?.nonce ?? null }
}
const automine = (on: boolean) => chain.client.request({ method: 'evm_setAutomine', params: [on] } as never)
const mine = () => chain.client.request({ method: 'evm_mine', params: [] } as never)
/** Runs `steps` with automining off, so sent transactions wait in the pool until `mine()`. */
async function unmined(steps: () => Promise<void>): Promise<void> {
  await automine(false)
  try {
    await steps()
  } finally {
    await automine(true)
  }
}
const relayDeps = (): RelayDeps => ({
  db: t.app.db,
  chain,
  relayer: createRelayer({
    db: t.app.db,
    chain,
    account: privateKeyToAccount(RELAYER_KEY),
    now,
    log: { error() {} },
  }),
  jobs: t.app.jobs,
  now,
  log: { warn() {}, error() {} },
})

/** The member's ask without its job: the test runs the job's steps itself, with nothing else in between. */
const asked = (id: number) =>
  t.app.db.insert(spendingRelay).values({ withdrawalId: id, chainId: chain.chainId, status: 'queued' })

const member = (index: number, deposit: number): Promise<Member> => scene.credited(index, deposit)

describe('the withdrawal relayer', () => {
  let alice: Member
  beforeAll(async () => {
    alice = await member(5, 100)
  })

  it('sends an issued withdrawal from the relayer, once however often asked; WithdrawNotice settles it', async () => {
    const reserves = await call<{ relayer: boolean }>(t, alice, 'POST', 'getwithdrawalreserves')
    expect(reserves.data.relayer).toBe(true)
    const saved = await save(alice, '10')
    expect(saved.data).toMatchObject({ status: 'issued', relay: null })
    const memberNonce = await nonceOf(alice.wallet)
    const relayerNonce = await nonceOf(RELAYER)
    const before = await usdtOf(alice.wallet)

    const asked = await relay(alice, saved.data.id)
    expect(asked).toMatchObject({
      code: Code.SUCCESS,
      data: {
        id: saved.data.id,
        status: 'issued',
        relay: { status: 'queued', statustext: 'KID is sending it' },
      },
    })
    // Asked again (a double click, a retried request): the same answer, one job.
    expect((await relay(alice, saved.data.id)).data.relay).toMatchObject({ status: 'queued' })
    await t.app.jobs.drain()
    const sent = await relayRow(saved.data.id)
    expect(sent).toMatchObject({ status: 'sent', relayer: RELAYER.toLowerCase(), nonce: relayerNonce })
    expect(await nonceOf(RELAYER)).toBe(relayerNonce + 1)
    expect(await nonceOf(alice.wallet)).toBe(memberNonce) // the member's wallet sent nothing
    expect(await usdtOf(alice.wallet)).toBe(before + usdt(10))

    await scene.indexed()
    const paid = await details(alice, saved.data.id)
    expect(paid.data).toMatchObject({ status: 'paid', txhash: sent?.txHash })
    // The job's next look finds it mined.
    expect(await relayWithdrawal(relayDeps(), saved.data.id)).toBe('done')
    expect((await details(alice, saved.data.id)).data.relay).toMatchObject({
      status: 'done',
      statustext: 'Sent by KID',
      txhash: sent?.txHash,
    })
    expect(await nonceOf(RELAYER)).toBe(relayerNonce + 1)
    expect((await relay(alice, saved.data.id)).data.relay?.status).toBe('done')
  })

  it('never sends a second transaction: a repeated run, a lost answer or a dropped one send the same bytes', async () => {
    const saved = await save(alice, '5')
    const relayerNonce = await nonceOf(RELAYER)
    await unmined(async () => {
      await asked(saved.data.id)
      // Two runs at once (two copies, a lease taken over): one signs, the other follows it.
      const runs = await Promise.all([
        relayWithdrawal(relayDeps(), saved.data.id),
        relayWithdrawal(relayDeps(), saved.data.id),
      ])
      expect(runs).toEqual(['check', 'check'])
      const row = await relayRow(saved.data.id)
      expect(row).toMatchObject({ status: 'sent', nonce: relayerNonce })
      expect(await nonceOf(RELAYER)).toBe(relayerNonce + 1)
      // The node forgets it (evicted from the pool): the next look sends the same signed bytes.
      await chain.client.request({ method: 'anvil_dropTransaction', params: [row?.txHash] } as never)
      expect(await nonceOf(RELAYER)).toBe(relayerNonce)
      expect(await relayWithdrawal(relayDeps(), saved.data.id)).toBe('check')
      expect(await nonceOf(RELAYER)).toBe(relayerNonce + 1)
      // And again while it waits in the pool: the node already knows it.
      expect(await relayWithdrawal(relayDeps(), saved.data.id)).toBe('check')
      await mine()
      expect(await relayWithdrawal(relayDeps(), saved.data.id)).toBe('done')
      const receipt = await chain.client.getTransactionReceipt({ hash: row?.txHash as Hex })
      expect(receipt.status).toBe('success')
      expect(await chain.client.getTransactionCount({ address: RELAYER })).toBe(relayerNonce + 1)
    })
    await scene.indexed()
    expect((await details(alice, saved.data.id)).data.status).toBe('paid')
  })

  it('follows what a second copy signed meanwhile, not the refusal its pending transaction causes', async () => {
    const saved = await save(alice, '4')
    const relayerNonce = await nonceOf(RELAYER)
    await unmined(async () => {
      await asked(saved.data.id)
      // The other copy signs and sends it first; this run had looked before that and found nothing.
      expect(await relayWithdrawal(relayDeps(), saved.data.id)).toBe('check')
      await t.app.db
        .update(spendingRelay)
        .set({ status: 'queued', txHash: null })
        .where(eq(spendingRelay.withdrawalId, saved.data.id))
      const deps = relayDeps()
      const relayer = deps.relayer
      if (!relayer) throw new Error('the test relayer is missing')
      let looks = 0
      const late: RelayDeps = {
        ...deps,
        relayer: {
          ...relayer,
          get: (key) => (looks++ === 0 ? Promise.resolve(undefined) : relayer.get(key)),
        },
      }
      expect(await relayWithdrawal(late, saved.data.id)).toBe('check')
      expect(await relayRow(saved.data.id)).toMatchObject({ status: 'sent', nonce: relayerNonce })
      await mine()
    })
    await scene.indexed()
    expect((await details(alice, saved.data.id)).data.status).toBe('paid')
  })

  it('hands out a nonce each to withdrawals sent at once', async () => {
    const [a, b] = [await save(alice, '2'), await save(alice, '3')]
    const relayerNonce = await nonceOf(RELAYER)
    await unmined(async () => {
      await asked(a.data.id)
      await asked(b.data.id)
      await Promise.all([relayWithdrawal(relayDeps(), a.data.id), relayWithdrawal(relayDeps(), b.data.id)])
      const nonces = [(await relayRow(a.data.id))?.nonce, (await relayRow(b.data.id))?.nonce]
      expect(nonces.sort()).toEqual([relayerNonce, relayerNonce + 1])
      await mine()
    })
    await scene.indexed()
    expect((await details(alice, a.data.id)).data.status).toBe('paid')
    expect((await details(alice, b.data.id)).data.status).toBe('paid')
  })

  it('sends nothing when the member’s wallet paid the voucher first', async () => {
    const saved = await save(alice, '4')
    const v = saved.data.voucher as Voucher
    await chain.write(5, {
      address: v.contract,
      abi: FundingWallet.abi,
      functionName: 'withdraw',
      args: [v.dest, BigInt(v.amount), BigInt(v.expired), BigInt(v.serial), v.signature],
    })
    // Paid, not indexed yet: the ask is taken, and the job looks at the contract before sending.
    expect((await relay(alice, saved.data.id)).data.relay?.status).toBe('queued')
    const relayerNonce = await nonceOf(RELAYER)
    await t.app.jobs.drain()
    expect(await relayRow(saved.data.id)).toMatchObject({
      status: 'failed',
      note: 'It was already sent from a wallet',
    })
    expect(await nonceOf(RELAYER)).toBe(relayerNonce)
    await scene.indexed()
    const paid = await details(alice, saved.data.id)
    expect(paid.data).toMatchObject({
      status: 'paid',
      relay: { status: 'failed', statustext: 'KID could not send it' },
    })
    expect((await relay(alice, saved.data.id)).data.relay?.status).toBe('failed')
  })

  it('refuses in words: another member’s withdrawal, nothing to send, a voucher about to expire', async () => {
    const bob = await member(6, 20)
    const alices = await save(alice, '1')
    expect(await relay(bob, alices.data.id)).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'No such withdrawal',
    })
    expect((await relay(bob, 99_999_999)).msg).toBe('No such withdrawal')
    expect((await relay(bob, -1)).code).toBe(Code.BAD_REQUEST)
    const paid = await save(bob, '2')
    await chain.write(6, {
      address: paid.data.voucher?.contract as Address,
      abi: FundingWallet.abi,
      functionName: 'withdraw',
      args: [
        paid.data.voucher?.dest,
        BigInt(paid.data.voucher?.amount ?? 0),
        BigInt(paid.data.voucher?.expired ?? 0),
        BigInt(paid.data.voucher?.serial ?? 0),
        paid.data.voucher?.signature,
      ],
    })
    await scene.indexed()
    expect((await relay(bob, paid.data.id)).msg).toBe('There is nothing to send: this withdrawal is paid')
    // 29 of its 30 minutes gone: too late for KID to send it.
    const late = await save(bob, '3')
    clockOffsetMs = 29 * 60_000
    try {
      expect((await relay(bob, late.data.id)).msg).toContain('This voucher expires in less than 2 minutes')
    } finally {
      clockOffsetMs = 0
    }
    expect(await relayRow(late.data.id)).toBeUndefined()
  })
})

describe('a relayer without coin for gas, and no relayer', () => {
  it('fails the send in words (the member can still send it) and says so to operators', async () => {
    const poor = await createTestApp(
      { RELAYER_PRIVATE_KEY: generatePrivateKey(), RECONCILE_CRON: 'off' },
      undefined,
      {},
      { chain: { ...chain, pollIntervalMs: 60_000 } },
    )
    const none = await createTestApp(
      { RECONCILE_CRON: 'off' },
      undefined,
      {},
      { chain: { ...chain, pollIntervalMs: 60_000 } },
    )
    try {
      // Its withdrawals' serials must not be those the first app used on the same contract.
      await poor.app.db.execute(sql`select setval('spending_withdrawal_id_seq', 100000)`)
      const s = fundingScene(poor, chain)
      const carol = await s.depositor(8, usdt(10))
      await s.depositToId(8, carol.userId, usdt(10))
      await s.indexed()
      const saved = (await call<View>(poor, carol, 'POST', 'save', { amount: '2', address: carol.wallet }))
        .data
      expect((await relay(carol, saved.id, poor)).data.relay?.status).toBe('queued')
      await poor.app.jobs.drain()
      const [row] = await poor.app.db
        .select()
        .from(spendingRelay)
        .where(eq(spendingRelay.withdrawalId, saved.id))
      expect(row).toMatchObject({
        status: 'failed',
        note: 'KID cannot send withdrawals right now: send it from your wallet',
      })

      const dave = await none.signIn()
      const m = { ...carol, ...dave }
      expect((await call<{ relayer: boolean }>(none, m, 'POST', 'getwithdrawalreserves')).data.relayer).toBe(
        false,
      )
      expect((await relay(m, 1, none)).msg).toBe(
        'KID does not send withdrawals here: send it from your wallet',
      )
    } finally {
      await poor.close()
      await none.close()
    }
  })
})
