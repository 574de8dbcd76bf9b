import * as FundingWallet from '@kid/contracts/artifacts/FundingWallet'
import * as StableCoin from '@kid/contracts/artifacts/StableCoin'
import { Code } from '@kid/shared/codes'
import { eq } from 'drizzle-orm'
import { toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCommand } from '../../admin/commands.ts'
import { readOutbox } from '../../platform/mail/mailer.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { startTestChain, type TestChain } from '../../testing/chain.ts'
import { freshIp } from '../account/testing.ts'
import { createLedger } from '../ledger/index.ts'
import { latestRuns, type Reconciliation, reconcile } from './reconcile.ts'
import { spendingDeposit } from './tables.ts'
import { fundingScene, usdt, type Voucher } from './testing.ts'

const OPERATOR = 'ops@kid.test'
const ADMIN_TOKEN = 'reconcile-test-admin-token-0123456789abcdef'
/** The indexer waits this many blocks below the head: the tests mine them to confirm. */
const CONFIRMATIONS = 2

let chain: TestChain
let t: TestApp
let scene: ReturnType<typeof fundingScene>
beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp(
    // The schedule is off: the tests decide when a run happens (one is sent through the queue below).
    { OPERATOR_EMAIL: OPERATOR, RECONCILE_CRON: 'off', ADMIN_TOKEN },
    undefined,
    {},
    { chain: { ...chain, pollIntervalMs: 60_000, confirmations: CONFIRMATIONS } },
  )
  scene = fundingScene(t, chain)
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

const ledger = () => createLedger({ db: t.app.db, chainId: chain.chainId })
const operator = { actor: 'operator:test', chainId: 31337 }
const admin = (...args: string[]) =>
  runCommand(t.app.db, args, operator, {
    chain: async () => chain,
    jobs: t.app.jobs,
  }).then((r) => r.output)
const logged: { level: string; message: string }[] = []
const log = {
  error: (_: object, message: string) => void logged.push({ level: 'error', message }),
  info: (_: object, message: string) => void logged.push({ level: 'info', message }),
}
/** One run now, as the job makes it. */
const run = () => reconcile({ db: t.app.db, chain, ledger: ledger(), jobs: t.app.jobs, log }, 'system')
/** Mines the confirmations and lets the indexer apply everything below them. */
async function confirm() {
  await chain.client.request({ method: 'anvil_mine', params: [toHex(CONFIRMATIONS)] } as never)
  await scene.indexed()
}
/** The subjects of the operator's alert mails so far, sorted (the queue's jobs run first, several at once). */
async function alerts() {
  await t.app.jobs.drain()
  return (await readOutbox(t.app.db, OPERATOR, 100)).map((m) => m.subject).sort()
}
const DIFFER = (amount: string) =>
  `KID alert: the funding contract and the ledger differ by ${amount} USDT (chain 31337)`
const AGREE = 'KID: the funding contract and the ledger agree again (chain 31337)'
const contractBalance = async () =>
  (await chain.client.readContract({
    address: chain.deployment.contracts.fundingWallet,
    abi: FundingWallet.abi,
    functionName: 'balance',
  })) as bigint
const directTransfer = (amount: bigint) =>
  chain.write(0, {
    address: chain.deployment.contracts.usdt,
    abi: StableCoin.abi,
    functionName: 'transfer',
    args: [chain.deployment.contracts.fundingWallet, amount],
  })
/** The owner's sweep (dev account 0 deployed the contracts): to the receiver, outside any voucher. */
const sweep = (amount: bigint) =>
  chain.write(0, {
    address: chain.deployment.contracts.fundingWallet,
    abi: FundingWallet.abi,
    functionName: 'withdrawAll',
    args: [amount],
  })

type Member = Awaited<ReturnType<typeof scene.depositor>>
const saveWithdrawal = async (m: Member, amount: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/communityservice/token/withdraw/save',
      headers: m.headers(),
      remoteAddress: freshIp(),
      payload: { amount, address: m.wallet },
    })
  ).json() as { code: number; data: { id: number; status: string; voucher: Voucher } }

function expectBalanced(r: Reconciliation) {
  expect({ status: r.status, drift: r.drift, alerted: r.alerted }).toEqual({
    status: 'balanced',
    drift: 0n,
    alerted: false,
  })
}

describe('reconciliation of the funding contract with the ledger', () => {
  let alice: Member

  it('has nothing to compare before the indexer has read a block of the chain', async () => {
    const elsewhere = { ...chain, chainId: 999 }
    await expect(
      reconcile({ db: t.app.db, chain: elsewhere, ledger: ledger(), jobs: t.app.jobs, log }, 'system'),
    ).rejects.toThrow('The indexer has not read the chain yet: nothing to reconcile')
  })

  it('balances after deposits (one naming nobody), a withdrawal issued and one paid', async () => {
    alice = await scene.depositor(5, usdt(200))
    await scene.depositToId(5, alice.userId, usdt(100))
    await scene.depositToId(5, 9_999_999, usdt(7)) // names nobody: in the contract for its sender
    await confirm()
    const first = await run()
    expectBalanced(first)
    expect(first).toMatchObject({
      contractBalance: usdt(107),
      ledgerTotal: usdt(107),
      figures: { membersAvailable: String(usdt(100)), membersFrozen: '0', unattributed: String(usdt(7)) },
    })

    // Issued, not paid: frozen, and still in the contract.
    const saved = await saveWithdrawal(alice, '10')
    expect(saved).toMatchObject({ code: Code.SUCCESS, data: { status: 'issued' } })
    expectBalanced(await run())
    expect((await run()).figures).toMatchObject({ membersFrozen: String(usdt(10)) })

    // Paid on chain but WithdrawNotice not confirmed yet: the run reads the contract at the block
    // the indexer has applied, where the voucher was not paid either.
    const v = saved.data.voucher
    const paid = await chain.write(5, {
      address: v.contract,
      abi: FundingWallet.abi,
      functionName: 'withdraw',
      args: [v.dest, BigInt(v.amount), BigInt(v.expired), BigInt(v.serial), v.signature],
    })
    await scene.indexed()
    expect(await contractBalance()).toBe(usdt(97))
    const unconfirmed = await run()
    expectBalanced(unconfirmed)
    expect(unconfirmed.blockNumber).toBeLessThan(Number(paid.blockNumber))
    expect(unconfirmed.contractBalance).toBe(usdt(107))

    await confirm()
    const settled = await run()
    expectBalanced(settled)
    expect(settled).toMatchObject({
      contractBalance: usdt(97),
      figures: { membersAvailable: String(usdt(90)), membersFrozen: '0' },
    })
    expect(settled.blockNumber).toBeGreaterThanOrEqual(Number(paid.blockNumber))
    expect(await alerts()).toEqual([])
  })

  it('shows no drift for a deposit that is not confirmed yet, and counts it once it is', async () => {
    const receipt = await scene.depositToId(5, alice.userId, usdt(20))
    await scene.indexed()
    const before = await run()
    expectBalanced(before)
    expect(before.blockNumber).toBeLessThan(Number(receipt.blockNumber))
    expect(before.contractBalance).toBe(usdt(97))
    expect(await contractBalance()).toBe(usdt(117))

    await confirm()
    const after = await run()
    expectBalanced(after)
    expect(after).toMatchObject({ contractBalance: usdt(117), ledgerTotal: usdt(117) })
  })

  it('finds a direct transfer to the contract, alerts once per episode, and balances after the sweep', async () => {
    await directTransfer(usdt(5))
    await confirm()
    const found = await run()
    expect(found).toMatchObject({ status: 'drift', drift: usdt(5), alerted: true })
    expect(logged.at(-1)).toEqual({
      level: 'error',
      message: 'reconciliation: the funding contract and the ledger differ',
    })
    const mailed = await alerts()
    expect(mailed).toEqual(['KID alert: the funding contract and the ledger differ by +5 USDT (chain 31337)'])
    const [mail] = await readOutbox(t.app.db, OPERATOR, 1)
    expect(mail?.text).toContain('the funding contract holds 122 USDT')
    expect(mail?.text).toContain('the ledger says it should hold 117 USDT')

    // The same drift again: recorded, logged, not alerted again.
    expect(await run()).toMatchObject({ status: 'drift', drift: usdt(5), alerted: false })
    expect(await alerts()).toHaveLength(1)

    // The owner sweeps the surplus out (WithdrawNotice to the receiver, settling no withdrawal).
    await sweep(usdt(5))
    await confirm()
    expectBalanced(await run())
    expect(await alerts()).toEqual([DIFFER('+5'), AGREE].sort())
  })

  it('finds an operator debit without chain movement; a changed drift alerts again; crediting it back balances', async () => {
    const debit = (amount: string) =>
      admin('ledger', 'debit', String(alice.userId), 'USDT', amount, '--reason', 'Chargeback')
    await debit('3')
    expect(await run()).toMatchObject({ status: 'drift', drift: usdt(3), alerted: true })
    expect(await run()).toMatchObject({ status: 'drift', drift: usdt(3), alerted: false })
    await debit('1.5')
    expect(await run()).toMatchObject({ status: 'drift', drift: usdt(4.5), alerted: true })
    expect(await alerts()).toEqual([DIFFER('+5'), AGREE, DIFFER('+3'), DIFFER('+4.5')].sort())
    await admin('ledger', 'credit', String(alice.userId), 'USDT', '4.5', '--reason', 'Chargeback reversed')
    expectBalanced(await run())
    expect(await alerts()).toEqual([DIFFER('+5'), AGREE, DIFFER('+3'), DIFFER('+4.5'), AGREE].sort())
  })

  it('npm run admin -- ledger reconcile prints the figures; list shows the recent runs; POST /admin/run too', async () => {
    const printed = await admin('ledger', 'reconcile')
    expect(printed).toMatch(/^Reconciliation \d+ at block \d+ \(0x[0-9a-f]{64}\)/)
    expect(printed).toContain('the funding contract holds 117 USDT')
    expect(printed).toContain("members' available 110 USDT")
    expect(printed).toContain('deposits that named nobody 7 USDT')
    expect(printed).toMatch(/Balanced\.$/)
    const listed = (await admin('ledger', 'reconcile', 'list', '--limit', '3'))
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(listed).toHaveLength(3)
    expect(listed[0]).toMatchObject({
      status: 'balanced',
      contract: '117 USDT',
      ledger: '117 USDT',
      drift: '0 USDT',
      by: 'operator:test',
    })
    expect(listed[2]).toMatchObject({ status: 'drift', drift: '+4.5 USDT', alerted: true, by: 'system' })
    await expect(admin('ledger', 'reconcile', 'now')).rejects.toThrow('ledger reconcile runs it now')
    await expect(admin('ledger', 'reconcile', 'list', '--limit', '0')).rejects.toThrow(
      '--limit is a whole number',
    )

    const answer = await t.app.inject({
      method: 'POST',
      url: '/admin/run',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { args: ['ledger', 'reconcile'] },
    })
    expect(answer.json()).toMatchObject({
      code: Code.SUCCESS,
      data: { output: expect.stringContaining('Balanced.') },
    })
    const [latest] = await latestRuns(t.app.db, chain.chainId, 1)
    expect(latest?.actor).toMatch(/^operator:admin-api@/)
  })

  it('runs as the scheduled job does, through the queue', async () => {
    const [before] = await latestRuns(t.app.db, chain.chainId, 1)
    await t.app.jobs.send('spending.reconcile', {})
    await t.app.jobs.drain()
    const [latest] = await latestRuns(t.app.db, chain.chainId, 1)
    expect(latest?.id).toBeGreaterThan(before?.id ?? 0)
    expect(latest).toMatchObject({ actor: 'system', status: 'balanced' })
  })

  it('a deposit naming nobody is assigned to a member, or swept and marked returned', async () => {
    const [nobody] = await t.app.db
      .select()
      .from(spendingDeposit)
      .where(eq(spendingDeposit.beneficiary, '9999999'))
    if (!nobody) throw new Error('no deposit for nobody')
    expect(await admin('deposit', 'list', '--status', 'unattributed')).toContain(`"id":${nobody.id}`)
    expect(
      await admin('deposit', 'assign', String(nobody.id), String(alice.userId), '--reason', 'Ticket 7'),
    ).toBe(`Credited deposit ${nobody.id} to member ${alice.userId}.`)
    expect((await ledger().balances(alice.userId)).usdt.available).toBe(usdt(117))
    const assigned = await run()
    expectBalanced(assigned)
    expect(assigned.figures).toMatchObject({ unattributed: '0', membersAvailable: String(usdt(117)) })
    await expect(
      admin('deposit', 'assign', String(nobody.id), String(alice.userId), '--reason', 'again'),
    ).rejects.toThrow(`Deposit ${nobody.id} was credited to member ${alice.userId}`)

    // Another one, sent back: swept (the contract is short of what it owes the sender), then marked.
    const lost = await scene.depositToId(5, 8_888_888, usdt(2))
    await confirm()
    expectBalanced(await run())
    await sweep(usdt(2))
    await confirm()
    expect(await run()).toMatchObject({ status: 'drift', drift: -usdt(2), alerted: true })
    const [row] = await t.app.db
      .select()
      .from(spendingDeposit)
      .where(eq(spendingDeposit.txHash, lost.transactionHash))
    await expect(admin('deposit', 'returned', String(row?.id))).rejects.toThrow('Say why with --reason')
    expect(await admin('deposit', 'returned', String(row?.id), '--reason', 'Sent back in 0xabc')).toContain(
      'returned',
    )
    expectBalanced(await run())
    expect(await admin('deposit', 'list', '--status', 'unattributed')).toBe('(none)')
  })

  it('a reorg taking back a deposit a member had passed on leaves the contract short: drift until topped up', async () => {
    const bob = await scene.depositor(6, usdt(50))
    await confirm()
    const snapshot = await chain.snapshot()
    await scene.depositToId(6, bob.userId, usdt(6))
    await confirm()
    expectBalanced(await run())
    // Bob pays Alice inside KID, then the deposit leaves the chain.
    await ledger().transfer({
      key: `pay:${bob.userId}`,
      kind: 'spend',
      reason: 'a paid message',
      actor: `member:${bob.userId}`,
      currency: 'usdt',
      amount: usdt(6),
      from: { userId: bob.userId },
      to: { userId: alice.userId },
    })
    await chain.revert(snapshot)
    await confirm()
    const short = await run()
    expect(short).toMatchObject({ status: 'drift', drift: -usdt(6), alerted: true })
    expect(short.figures.reorgShortfall).toBe(String(-usdt(6)))
    expect(await admin('ledger', 'reconcile')).toContain('reorgs took back 6 USDT members had already spent')
    // The platform tops the contract up with a direct transfer: balanced.
    await directTransfer(usdt(6))
    await confirm()
    expectBalanced(await run())
  })
})
