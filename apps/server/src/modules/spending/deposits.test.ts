import { and, eq } from 'drizzle-orm'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { transaction } from '../../platform/db/after-commit.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { startTestChain, type TestChain } from '../../testing/chain.ts'
import { createMembers } from '../account/index.ts'
import { chainEvent } from '../chain/tables.ts'
import { createLedger } from '../ledger/index.ts'
import { applyDeposit } from './deposits.ts'
import { spendingDeposit } from './tables.ts'
import { fundingScene } from './testing.ts'

let chain: TestChain
let t: TestApp
let scene: ReturnType<typeof fundingScene>
beforeAll(async () => {
  chain = await startTestChain()
  // The app's own indexing loop is slowed down so the test decides when ranges are read.
  t = await createTestApp({}, undefined, {}, { chain: { ...chain, pollIntervalMs: 60_000 } })
  scene = fundingScene(t, chain)
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

const usdt = (whole: number) => BigInt(whole) * 10n ** 6n
const ledger = () => createLedger({ db: t.app.db, chainId: chain.chainId })
const available = async (userId: number) => (await ledger().balances(userId)).usdt.available

describe('deposits through the funding contract', () => {
  it('credits a deposit to a member id and to a bound wallet once each, and tells the member', async () => {
    const m = await scene.depositor(5, usdt(100))
    const told = vi.spyOn(t.app.realtime, 'toMember')
    const byId = await scene.depositToId(5, m.userId, usdt(25))
    const byWallet = await scene.depositToWallet(5, m.wallet, usdt(10))
    console.info(`gas: transderToId ${byId.gasUsed}, transderToWallet ${byWallet.gasUsed}`)
    await scene.indexed()
    expect(await available(m.userId)).toBe(usdt(35))
    expect(told).toHaveBeenCalledWith(
      m.userId,
      'ledger.balances',
      expect.objectContaining({ list: expect.any(Array) }),
    )
    told.mockRestore()

    // The same events applied again (a range read twice, a retried handler): nothing more.
    const events = await t.app.db
      .select()
      .from(chainEvent)
      .where(and(eq(chainEvent.txHash, byId.transactionHash), eq(chainEvent.eventName, 'RechargeId')))
    expect(events).toHaveLength(1)
    const deps = { ledger: ledger(), members: createMembers(t.app.db), log: console }
    for (const event of events) await transaction(t.app.db, (tx) => applyDeposit(deps, event, tx))
    await scene.indexed()
    expect(await available(m.userId)).toBe(usdt(35))
  })

  it('keeps a deposit for nobody (unknown id or wallet) without crediting anyone', async () => {
    await scene.depositor(6, usdt(10))
    const receipt = await scene.depositToId(6, 9_999_999, usdt(3))
    await scene.indexed()
    const [row] = await t.app.db
      .select()
      .from(spendingDeposit)
      .where(eq(spendingDeposit.txHash, receipt.transactionHash))
    expect(row).toMatchObject({ beneficiary: '9999999', userId: null, amount: usdt(3) })
  })

  it('rolls a deposit back when a reorg removes it, and credits it once when it comes back', async () => {
    const m = await scene.depositor(7, usdt(50))
    await scene.indexed()
    const snapshot = await chain.snapshot()
    const lost = await scene.depositToId(7, m.userId, usdt(20))
    const raw = (await chain.client.request({
      method: 'eth_getRawTransactionByHash',
      params: [lost.transactionHash],
    } as never)) as Hex
    await scene.indexed()
    expect(await available(m.userId)).toBe(usdt(20))

    await chain.revert(snapshot)
    await scene.indexed()
    expect(await available(m.userId)).toBe(0n)

    // The same signed transaction mined again on the new branch: the same event, the same key.
    const hash = await chain.client.sendRawTransaction({ serializedTransaction: raw })
    expect(hash).toBe(lost.transactionHash)
    await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    await scene.indexed()
    expect(await available(m.userId)).toBe(usdt(20))
    const history = await ledger().history({ userId: m.userId, limit: 10 })
    expect(history.map((h) => [h.kind, h.reversedBy !== null])).toEqual([
      ['deposit', false],
      ['reversal', false],
      ['deposit', true],
    ])
  })

  it('does not stall on a reorg of a deposit already spent: the loss is booked to reorg-shortfall', async () => {
    const m = await scene.depositor(8, usdt(50))
    await scene.indexed()
    const snapshot = await chain.snapshot()
    await scene.depositToId(8, m.userId, usdt(5))
    await scene.indexed()
    await ledger().transfer({
      key: `spend:${m.userId}`,
      kind: 'spend',
      reason: 'a blind box',
      actor: `member:${m.userId}`,
      currency: 'usdt',
      amount: usdt(4),
      from: { userId: m.userId },
      to: { platform: 'spending' },
    })
    await chain.revert(snapshot)
    await scene.indexed()
    expect(await ledger().balances(m.userId)).toMatchObject({ usdt: { available: 0n, frozen: 0n } })
    const [reversal] = await ledger().history({ userId: m.userId, kind: 'reversal', limit: 1 })
    expect(reversal?.entries.map((e) => [e.owner, e.amount])).toEqual([
      ['platform:deposits', usdt(5)],
      [`member:${m.userId}`, -usdt(1)],
      ['platform:reorg-shortfall', -usdt(4)],
    ])
  })
})
