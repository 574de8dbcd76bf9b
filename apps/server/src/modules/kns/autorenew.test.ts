import * as Registry from '@kid/contracts/artifacts/Registry'
import * as StableCoin from '@kid/contracts/artifacts/StableCoin'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { tokenIdOf } from '@kid/contracts/kns/typedData'
import { Code } from '@kid/shared/codes'
import type { KnsAutoRenew, KnsMint, KnsModify, KnsName, KnsStateAnswer } from '@kid/shared/kns/views'
import { KNS_AUTORENEW_RENEWALS } from '@kid/shared/ledger'
import type { Page } from '@kid/shared/page'
import { eq } from 'drizzle-orm'
import { toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCommand } from '../../admin/commands.ts'
import { createRelayer } from '../../platform/chain/relayer.ts'
import { relayedTx } from '../../platform/chain/tables.ts'
import { platformJobs } from '../../platform/jobs/tables.ts'
import { mailTransport } from '../../platform/mail/mailer.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { startTestChain, type TestChain } from '../../testing/chain.ts'
import { createMembers } from '../account/index.ts'
import { createLedger } from '../ledger/index.ts'
import { createNotices } from '../notice/index.ts'
import { fundingScene, usdt } from '../spending/testing.ts'
import { AUTORENEW_TEXT } from './autorenew.ts'
import {
  type AutoRenewDeps,
  type AutoRenewJob,
  autoRenewAt,
  autoRenewKey,
  runAutoRenewal,
} from './autorenew-run.ts'
import { KNS_REFUSED } from './rules.ts'
import { knsAutoRenewal } from './tables.ts'
import { knsScene } from './testing.ts'

/** Dev account 7 is the relayer: a key of its own, with the chain's coin for gas. */
const RELAYER_KEY = toHex(devAccount(7).getHdKey().privateKey as Uint8Array)
const YEAR_S = 365n * 86_400n
const YEARLY_USDT = usdt(20) // the deployment's price of five characters or more

let chain: TestChain
let t: TestApp
let scene: ReturnType<typeof knsScene>
let funding: ReturnType<typeof fundingScene>
beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp(
    { RELAYER_PRIVATE_KEY: RELAYER_KEY, RECONCILE_CRON: 'off' },
    undefined,
    {},
    { chain: { ...chain, pollIntervalMs: 60_000 } },
  )
  scene = knsScene(t, chain)
  funding = fundingScene(t, chain)
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

type Member = Awaited<ReturnType<typeof funding.credited>>
const ledger = () => createLedger({ db: t.app.db, chainId: chain.chainId })
const available = async (m: Member) => (await ledger().balances(m.userId)).usdt?.available ?? 0n
const expiryOnChain = async (label: string) =>
  BigInt(
    (
      await chain.client.readContract({
        address: chain.deployment.contracts.registry,
        abi: Registry.abi,
        functionName: 'record',
        args: [tokenIdOf(label)],
      })
    ).expiration,
  )
const view = (m: Member, label: string) => scene.call<KnsAutoRenew>(m, 'GET', `autorenew/${label}`)
const turn = (m: Member, label: string, on: boolean) =>
  scene.call<KnsAutoRenew>(m, 'POST', 'autorenew', { domain: label, on })
const attemptOf = async (label: string, expiresAt: string) =>
  (
    await t.app.db
      .select()
      .from(knsAutoRenewal)
      .where(eq(knsAutoRenewal.key, autoRenewKey(tokenIdOf(label).toString(), new Date(expiresAt))))
  )[0]
const noticesOf = async (m: Member) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/communityservice/usernews/findpage',
      headers: m.headers(),
      payload: { type: 3, page: 1, size: 20 },
    })
  ).json().data.list as { title: string }[]
let runs = 0
/** The auto-renew job for the name's current expiry, run now (as the planned job would). */
async function runJob(label: string): Promise<AutoRenewJob> {
  const { expiresAt } = (await scene.call<KnsStateAnswer>(undefined, 'GET', `open/domain/state/${label}`))
    .data
  const job = { tokenId: tokenIdOf(label).toString(), expiresAt: expiresAt ?? '' }
  await t.app.jobs.send('kns.auto-renew', job, { key: `test-run-${++runs}` })
  await t.app.jobs.drain()
  return job
}

/**
 * The job's parts as a second copy of the platform has them, whose relayer's first look finds
 * nothing signed: it looked just before the other copy signed.
 */
function lateCopy(): AutoRenewDeps {
  const db = t.app.db
  const members = createMembers(db)
  const relayer = createRelayer({
    db,
    chain,
    account: privateKeyToAccount(RELAYER_KEY),
    now: () => new Date(),
    log: { error() {} },
  })
  let looks = 0
  return {
    db,
    chain,
    ledger: ledger(),
    relayer: { ...relayer, get: (key) => (looks++ === 0 ? Promise.resolve(undefined) : relayer.get(key)) },
    jobs: t.app.jobs,
    members,
    notices: createNotices({ db, members }),
    mailer: mailTransport({ smtpUrl: undefined, from: 'KID <no-reply@kid.test>', db }),
    siteUrl: 'http://kid.test',
    now: () => new Date(),
    log: { warn() {}, error() {} },
  }
}

/** A member with `whole` USDT in their spending balance who registered `label` for a year. */
async function holder(index: number, whole: number, label: string) {
  const m = await funding.credited(index, whole)
  const mint = await scene.call<KnsMint>(m, 'POST', 'mint', { domain: label, years: 1, setDefault: false })
  expect(mint, mint.msg).toMatchObject({ code: Code.SUCCESS })
  await scene.register(index, mint.data)
  await funding.indexed()
  return m
}

describe('auto-renew from the spending balance', () => {
  it('renews an enabled, funded name once on chain, debiting the ledger once however often the job runs', async () => {
    const alice = await holder(3, 100, 'autoalice')
    const before = await view(alice, 'autoalice')
    expect(before.data).toMatchObject({
      offered: true,
      on: false,
      yearlyUsdt: String(YEARLY_USDT),
      decimals: 6,
      balance: String(usdt(100)),
      last: null,
    })
    const on = await turn(alice, 'autoalice', true)
    expect(on.data.on).toBe(true)
    const { expiresAt } = (await scene.call<KnsStateAnswer>(alice, 'GET', 'open/domain/state/autoalice')).data
    expect(on.data.renewsAt).toBe(autoRenewAt(new Date(expiresAt ?? '')).toISOString())
    // Planned beside the reminders, an hour ahead of the 7-day one.
    const planned = await t.app.db.select().from(platformJobs).where(eq(platformJobs.name, 'kns.auto-renew'))
    expect(planned.map((j) => j.runAt.toISOString())).toContain(on.data.renewsAt)
    const listed = await scene.call<Page<KnsName>>(alice, 'GET', 'list/state/all')
    expect(listed.data.list.map((n) => [n.label, n.autoRenew])).toEqual([['autoalice', true]])

    const expiry = await expiryOnChain('autoalice')
    await runJob('autoalice') // debits, sends
    expect(await attemptOf('autoalice', expiresAt ?? '')).toMatchObject({
      status: 'sending',
      amount: YEARLY_USDT,
    })
    await runJob('autoalice') // sees it mined
    await runJob('autoalice') // and again: nothing more
    expect(await expiryOnChain('autoalice')).toBe(expiry + YEAR_S)
    expect(await available(alice)).toBe(usdt(80))
    const attempt = await attemptOf('autoalice', expiresAt ?? '')
    expect(attempt).toMatchObject({ status: 'done' })
    const sent = await t.app.db
      .select()
      .from(relayedTx)
      .where(eq(relayedTx.key, attempt?.key ?? ''))
    expect(sent).toEqual([
      expect.objectContaining({ relayer: devAccount(7).address.toLowerCase(), status: 'mined' }),
    ])
    const receipt = await chain.client.getTransactionReceipt({ hash: attempt?.txHash as `0x${string}` })
    console.log(`gas: auto-renewal relayed renew ${receipt.gasUsed}`)
    expect((await noticesOf(alice)).map((n) => n.title)).toContain('autoalice.kid renewed for 1 year')
    expect((await ledger().holdings('usdt')).platform[KNS_AUTORENEW_RENEWALS]).toBe(YEARLY_USDT)

    // The indexer moves the expiry; the view says when the next renewal is.
    await funding.indexed()
    const after = await view(alice, 'autoalice')
    expect(after.data).toMatchObject({ on: true, balance: String(usdt(80)), last: { status: 'done' } })
    expect(Date.parse(after.data.renewsAt ?? '')).toBe(
      autoRenewAt(new Date(Number(expiry + YEAR_S) * 1000)).getTime(),
    )

    // What members paid for renewals stays in the funding contract: reconciliation balances.
    const printed = (
      await runCommand(
        t.app.db,
        ['ledger', 'reconcile'],
        { actor: 'operator:test', chainId: chain.chainId },
        { chain: async () => chain, jobs: t.app.jobs },
      )
    ).output
    expect(printed).toContain(
      '.kid renewals paid from spending balances (income kept in the contract) 20 USDT',
    )
    expect(printed).toContain('Balanced.')
  })

  it('tells an unfunded member to top up or renew, moves nothing, and tries again a day before expiry', async () => {
    const bob = await holder(4, 5, 'autobobby')
    expect((await turn(bob, 'autobobby', true)).data.on).toBe(true)
    const expiry = await expiryOnChain('autobobby')
    const job = await runJob('autobobby')
    await runJob('autobobby')
    expect(await attemptOf('autobobby', job.expiresAt)).toMatchObject({ status: 'unfunded' })
    expect(await available(bob)).toBe(usdt(5))
    expect(await expiryOnChain('autobobby')).toBe(expiry)
    expect((await noticesOf(bob)).map((n) => n.title)).toEqual(['Top up to auto-renew autobobby.kid'])
    expect((await view(bob, 'autobobby')).data.last).toMatchObject({ status: 'unfunded' })

    // A second try is planned an hour ahead of the 1-day reminder; topped up by then, it renews.
    const [retry] = await t.app.db
      .select()
      .from(platformJobs)
      .where(eq(platformJobs.key, `kns-autorenew-${job.tokenId}-${Date.parse(job.expiresAt)}-retry`))
    expect(retry?.runAt.getTime()).toBe(Date.parse(job.expiresAt) - 86_400_000 - 3_600_000)
    await chain.write(0, {
      address: chain.deployment.contracts.usdt,
      abi: StableCoin.abi,
      functionName: 'transfer',
      args: [bob.wallet, usdt(20)],
    })
    await funding.depositToId(4, bob.userId, usdt(20))
    await funding.indexed()
    await t.app.jobs.send('kns.auto-renew', { ...job, retry: true }, { key: 'test-retry' })
    await t.app.jobs.drain()
    await runJob('autobobby') // sees it mined
    expect(await expiryOnChain('autobobby')).toBe(expiry + YEAR_S)
    expect(await available(bob)).toBe(usdt(5))
    expect(await attemptOf('autobobby', job.expiresAt)).toMatchObject({ status: 'done' })
  })

  it('gives the debit back and tells the member when the registry refuses the renewal', async () => {
    const carol = await holder(5, 50, 'autocarol')
    await turn(carol, 'autocarol', true)
    const expiry = await expiryOnChain('autocarol')
    const automine = (on: boolean) =>
      chain.client.request({ method: 'evm_setAutomine', params: [on] } as never)
    await automine(false)
    let job: AutoRenewJob
    try {
      job = await runJob('autocarol') // debited and sent, not mined
      expect(await available(carol)).toBe(usdt(30))
      // Mined after its signature's deadline (10 minutes): the registry refuses it.
      const block = await chain.client.getBlock()
      await chain.client.request({
        method: 'evm_setNextBlockTimestamp',
        params: [toHex(block.timestamp + 3_600n)],
      } as never)
      await chain.client.request({ method: 'evm_mine', params: [] } as never)
    } finally {
      await automine(true)
    }
    await runJob('autocarol')
    expect(await attemptOf('autocarol', job.expiresAt)).toMatchObject({
      status: 'failed',
      note: 'KID could not renew it: the registry refused the transaction.',
    })
    expect(await available(carol)).toBe(usdt(50))
    expect(await expiryOnChain('autocarol')).toBe(expiry)
    expect((await noticesOf(carol)).map((n) => n.title)).toContain('autocarol.kid was not renewed')
  })

  it('follows a renewal a second copy sent meanwhile, not the moved expiry it causes', async () => {
    const gina = await holder(9, 50, 'autogina')
    await turn(gina, 'autogina', true)
    const expiry = await expiryOnChain('autogina')
    const job = await runJob('autogina') // this copy debits, sends, and the chain mines it at once
    expect(await runAutoRenewal(lateCopy(), job)).toBe('done')
    expect(await attemptOf('autogina', job.expiresAt)).toMatchObject({ status: 'done' })
    expect(await available(gina)).toBe(usdt(30))
    expect(await expiryOnChain('autogina')).toBe(expiry + YEAR_S)
    expect((await noticesOf(gina)).map((n) => n.title)).toEqual(['autogina.kid renewed for 1 year'])
  })

  it('is the holder’s alone: refused to others, ended by a transfer', async () => {
    const dave = await holder(6, 50, 'autodave')
    const erin = await funding.credited(8, 1)
    expect((await turn(erin, 'autodave', true)).msg).toBe(KNS_REFUSED.notHolder)
    expect((await view(erin, 'autodave')).msg).toBe(KNS_REFUSED.notHolder)
    expect((await turn(dave, 'autodave', true)).data.on).toBe(true)

    /** `from` (dev account `index`) sends the name to `to` with the registry's transfer; indexed. */
    const give = async (from: Member, index: number, to: Member) => {
      const transfer = await scene.call<KnsModify>(from, 'POST', 'modify', {
        domain: 'autodave',
        action: 'transfer',
        to: to.wallet,
      })
      await scene.send(index, transfer.data)
      await funding.indexed()
    }
    await give(dave, 6, erin)
    expect((await view(erin, 'autodave')).data.on).toBe(false)
    expect((await view(dave, 'autodave')).msg).toBe(KNS_REFUSED.notHolder)
    const job = await runJob('autodave')
    expect(await attemptOf('autodave', job.expiresAt)).toBeUndefined()
    expect(await available(dave)).toBe(usdt(50))

    // Given back, the name comes without the auto-renew its holder had switched on before.
    await give(erin, 8, dave)
    expect((await view(dave, 'autodave')).data.on).toBe(false)
  })

  it('is not offered, and refused, where the platform has no relayer', async () => {
    const none = await createTestApp(
      { RECONCILE_CRON: 'off' },
      undefined,
      {},
      { chain: { ...chain, pollIntervalMs: 60_000 } },
    )
    try {
      await fundingScene(none, chain).indexed()
      const alice = await none.signIn({ walletaddress: devAccount(3).address })
      const s = knsScene(none, chain)
      expect((await s.call<KnsAutoRenew>(alice, 'GET', 'autorenew/autoalice')).data).toMatchObject({
        offered: false,
        on: false,
      })
      expect((await s.call(alice, 'POST', 'autorenew', { domain: 'autoalice', on: true })).msg).toBe(
        AUTORENEW_TEXT.noRelayer,
      )
    } finally {
      await none.close()
    }
  })
})
