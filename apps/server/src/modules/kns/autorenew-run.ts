import * as Registry from '@kid/contracts/artifacts/Registry'
import { YEAR_SECONDS } from '@kid/contracts/kns/typedData'
import { formatUnits } from '@kid/shared/format/units'
import { kidName } from '@kid/shared/kns/names'
import { KNS_AUTORENEW_DAYS } from '@kid/shared/kns/views'
import { KNS_AUTORENEW_RENEWALS } from '@kid/shared/ledger'
import { and, eq } from 'drizzle-orm'
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  parseTransaction,
  zeroAddress,
} from 'viem'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import { dryRun, type Relayer } from '../../platform/chain/relayer.ts'
import { afterCommit, transaction } from '../../platform/db/after-commit.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { Members } from '../account/index.ts'
import { InsufficientBalance, type Ledger } from '../ledger/index.ts'
import { oraclePrice } from './price.ts'
import { deadlineOf, signRenewal } from './sign.ts'
import { knsAutoRenew, knsAutoRenewal, knsName } from './tables.ts'
import { type TellDeps, tellHolder } from './tell.ts'

/** `retry`: the second try, a day before expiry, after a balance that did not cover the first. */
export type AutoRenewJob = { tokenId: string; expiresAt: string; retry?: boolean }

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'kns.auto-renew': AutoRenewJob
  }
}

export type AutoRenewDeps = TellDeps & {
  db: Db
  chain: ChainRuntime
  ledger: Ledger
  /** The platform's relayer: it sends the renewal and pays it in ETH. Undefined = no auto-renew. */
  relayer: Relayer | undefined
  jobs: Jobs
  members: Members
  siteUrl: string
  now: () => Date
  log: { warn(o: object, m: string): void; error(o: object, m: string): void }
}

const DAY_MS = 86_400_000
/** An hour ahead of the 7-day reminder, so a name renewed in time gets no "expires in 7 days". */
const AHEAD_OF_REMINDER_MS = 3_600_000
/** The second try after an unfunded one: an hour ahead of the 1-day reminder. */
const RETRY_BEFORE_MS = DAY_MS + AHEAD_OF_REMINDER_MS
/** How long after sending the job looks at the transaction again. */
export const AUTORENEW_CHECK_MS = 15_000

/** When auto-renew runs for an expiry. */
export const autoRenewAt = (expiresAt: Date) =>
  new Date(expiresAt.getTime() - KNS_AUTORENEW_DAYS * DAY_MS - AHEAD_OF_REMINDER_MS)

/** The ledger movement's, the relayer's and the attempt's key: one renewal per name and expiry. */
export const autoRenewKey = (tokenId: string, expiresAt: Date) =>
  `kns-renew:${tokenId}:${Math.floor(expiresAt.getTime() / 1000)}`

/**
 * Plans the auto-renewal of one expiry beside its reminders (in the indexer's transaction, keyed
 * by name and expiry, so once per expiry). It runs for every name and does nothing unless the
 * holder switched auto-renew on by then. `late` plans it now, for a switch turned on after the
 * planned time.
 */
export async function planAutoRenewal(
  jobs: Jobs,
  tx: Tx | undefined,
  name: { tokenId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  const at = autoRenewAt(name.expiresAt)
  const late = at <= now
  if (late && name.expiresAt <= now) return
  await jobs.send(
    'kns.auto-renew',
    { tokenId: name.tokenId, expiresAt: name.expiresAt.toISOString() },
    {
      key: `kns-autorenew-${name.tokenId}-${name.expiresAt.getTime()}${late ? '-late' : ''}`,
      startAfter: late ? now : at,
      ...(tx ? { tx } : {}),
    },
  )
}

type Attempt = typeof knsAutoRenewal.$inferSelect
type Next = 'done' | 'check'

/**
 * The auto-renew job (docs/kns.md "Auto-renew"): when the holder has it on and their available
 * USDT covers the one-year USDT price, one ledger movement (member → kns-renewals, keyed by name
 * and expiry) and the attempt row in one transaction, then the relayer renews the name on chain,
 * paying the ETH price with a server-signed Renew. Refused or never mined: the movement is
 * reversed and the member told. Not funded: the member is told and nothing moves. Safe to run
 * again at any point: the attempt, the movement and the relayer's transaction share one key.
 */
export async function runAutoRenewal(deps: AutoRenewDeps, job: AutoRenewJob): Promise<Next> {
  const expiresAt = new Date(job.expiresAt)
  const key = autoRenewKey(job.tokenId, expiresAt)
  const [attempt] = await deps.db.select().from(knsAutoRenewal).where(eq(knsAutoRenewal.key, key))
  if (attempt && !(attempt.status === 'unfunded' && job.retry))
    return attempt.status === 'sending' ? follow(deps, attempt) : 'done'
  // The retry of an unfunded try: nothing moved under the key, so it starts again from the balance.
  if (attempt)
    await deps.db
      .delete(knsAutoRenewal)
      .where(and(eq(knsAutoRenewal.key, key), eq(knsAutoRenewal.status, 'unfunded')))

  const [name] = await deps.db.select().from(knsName).where(eq(knsName.tokenId, job.tokenId))
  if (!name?.holder || name.expiresAt.getTime() !== expiresAt.getTime()) return 'done' // renewed, moved
  const [setting] = await deps.db
    .select()
    .from(knsAutoRenew)
    .where(and(eq(knsAutoRenew.tokenId, job.tokenId), eq(knsAutoRenew.holder, name.holder)))
  if (!setting) return 'done'
  const member = await deps.members.byWallet(name.holder)
  if (member?.id !== setting.userId) return 'done'
  if (!deps.relayer) {
    deps.log.warn({ name: name.label }, 'auto-renew is on but the platform has no relayer: not renewed')
    return 'done' // the reminders still go out
  }
  const amount = name.whitelisted
    ? 0n
    : await oraclePrice(deps.chain, name.label, YEAR_SECONDS, deps.chain.deployment.contracts.usdt)
  const label = kidName(name.label)
  const started = await transaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(knsAutoRenewal)
      .values({
        key,
        tokenId: job.tokenId,
        expiresAt,
        userId: member.id,
        amount,
        status: 'sending',
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning()
    if (!row) return undefined // another run started it
    if (amount === 0n) return row
    try {
      await deps.ledger.transfer(
        {
          key,
          kind: 'kns-renew',
          reason: `Auto-renewal of ${label} for 1 year`,
          actor: 'system',
          currency: 'usdt',
          amount,
          from: { userId: member.id },
          to: { platform: KNS_AUTORENEW_RENEWALS },
        },
        tx,
      )
    } catch (error) {
      if (!(error instanceof InsufficientBalance)) throw error
      await tx.update(knsAutoRenewal).set({ status: 'unfunded' }).where(eq(knsAutoRenewal.key, key))
      const retryAt = new Date(expiresAt.getTime() - RETRY_BEFORE_MS)
      const retry = !job.retry && retryAt > deps.now()
      if (retry)
        await deps.jobs.send(
          'kns.auto-renew',
          { ...job, retry: true },
          { key: `kns-autorenew-${job.tokenId}-${expiresAt.getTime()}-retry`, startAfter: retryAt, tx },
        )
      await tellUnfunded(deps, tx, {
        userId: member.id,
        label: name.label,
        amount,
        key,
        retryAt: retry ? retryAt : undefined,
      })
      return { ...row, status: 'unfunded' }
    }
    afterCommit(tx, `ledger.announce:${member.id}`, () => deps.ledger.announce(member.id))
    return row
  })
  if (!started) return 'check'
  if (started.status === 'unfunded') return 'done'
  return send(deps, deps.relayer, started, name.label)
}

/** Signs the renewal for the name's current expiry and has the relayer send it (once per key). */
async function send(deps: AutoRenewDeps, relayer: Relayer, attempt: Attempt, label: string): Promise<Next> {
  const { chain } = deps
  // A moved expiry or the registry refusing the renewal may be another run's transaction at work
  // (a second copy that signed it after this one looked: once mined it moves the expiry, and
  // before that the node checks a call against its pending ones), so they undo the renewal only
  // while nothing is signed under its key.
  const refuse = async (otherwise: () => Promise<'done'>): Promise<Next> =>
    (await relayer.get(attempt.key)) ? follow(deps, attempt) : otherwise()
  const registry = chain.deployment.contracts.registry
  const tokenId = BigInt(attempt.tokenId)
  const expiration = BigInt(Math.floor(attempt.expiresAt.getTime() / 1000))
  const record = await chain.client.readContract({
    address: registry,
    abi: Registry.abi,
    functionName: 'record',
    args: [tokenId],
  })
  if (BigInt(record.expiration) !== expiration)
    return refuse(() =>
      undo(deps, attempt, label, 'it was renewed another way before KID could', { tell: false }),
    )
  const price = record.whitelisted ? 0n : await oraclePrice(chain, label, YEAR_SECONDS)
  const deadline = await deadlineOf(chain)
  const m = { tokenId, duration: YEAR_SECONDS, currency: zeroAddress, price, expiration, deadline }
  const signature = await signRenewal(chain, m)
  const args = [tokenId, YEAR_SECONDS, zeroAddress, price, deadline, signature] as const
  const call = {
    account: relayer.address as Address,
    address: registry,
    abi: Registry.abi,
    functionName: 'renew',
    args,
    value: price,
  } as const
  const run = await dryRun(
    () => chain.client.simulateContract(call),
    () => chain.client.estimateContractGas(call),
  )
  if ('refused' in run) {
    const { refused } = run
    if (refused === 'no-coin') return refuse(() => noCoin(deps, attempt, label))
    const reason = refused.data?.errorName ?? refused.reason ?? 'no reason given'
    return refuse(() => undo(deps, attempt, label, `the registry refused it (${reason})`))
  }
  const data = encodeFunctionData({ abi: Registry.abi, functionName: 'renew', args })
  const { row, sent } = await relayer.send(attempt.key, { to: registry, data, value: price, gas: run.gas })
  if (sent === 'no-coin') return noCoin(deps, attempt, label)
  if (sent === 'sent')
    await deps.db
      .update(knsAutoRenewal)
      .set({ txHash: row.txHash, updatedAt: deps.now() })
      .where(eq(knsAutoRenewal.key, attempt.key))
  return 'check' // 'lost': its nonce went to another transaction; the next look signs anew
}

/** A renewal under way: mined (done), refused (undone), waiting (sent again) or never sent (sent). */
async function follow(deps: AutoRenewDeps, attempt: Attempt): Promise<Next> {
  const [name] = await deps.db.select().from(knsName).where(eq(knsName.tokenId, attempt.tokenId))
  const label = name?.label ?? attempt.tokenId
  const { relayer } = deps
  if (!relayer) return undo(deps, attempt, label, 'KID no longer renews names here')
  const signed = await relayer.get(attempt.key)
  if (!signed) return send(deps, relayer, attempt, label) // the run stopped before it went out
  const outcome = await relayer.outcome(attempt.key)
  if (outcome === 'mined') {
    await transaction(deps.db, async (tx) => {
      await tx
        .update(knsAutoRenewal)
        .set({ status: 'done', txHash: signed.txHash, updatedAt: deps.now() })
        .where(eq(knsAutoRenewal.key, attempt.key))
      const amount = formatUnits(attempt.amount, deps.ledger.decimalsOf('usdt'))
      await tellHolder(deps, tx, {
        userId: attempt.userId,
        label,
        title: `${kidName(label)} renewed for 1 year`,
        html: `<p>KID renewed <b>${kidName(label)}</b> for 1 year with ${amount} USDT from your spending balance, as you asked (auto-renew).</p>`,
        text: `KID renewed ${kidName(label)} for 1 year with ${amount} USDT from your spending balance, as you asked (auto-renew).\n\nTransaction: ${signed.txHash}`,
        eventKey: `${attempt.key}:done`,
      })
    })
    return 'done'
  }
  if (outcome === 'reverted') return undo(deps, attempt, label, 'the registry refused the transaction')
  const block = await deps.chain.client.getBlock({ blockTag: 'latest' })
  if (signatureExpired(signed.rawTx, block.timestamp)) {
    deps.log.warn({ key: attempt.key }, 'auto-renewal not mined before its signature expired')
    await relayer.abandon(attempt.key)
    return undo(deps, attempt, label, 'the network did not take it in time')
  }
  const sent = await relayer.resend(attempt.key)
  if (sent === 'no-coin') return noCoin(deps, attempt, label)
  return 'check'
}

/** Whether the renewal's signed deadline (its 5th argument) is behind the chain's clock. */
function signatureExpired(rawTx: string, now: bigint): boolean {
  const tx = parseTransaction(rawTx as Hex)
  if (!tx.data) return true
  const { args } = decodeFunctionData({ abi: Registry.abi, data: tx.data })
  const deadline = args?.[4]
  return typeof deadline === 'bigint' && deadline < now
}

function noCoin(deps: AutoRenewDeps, attempt: Attempt, label: string): Promise<'done'> {
  deps.log.error({ key: attempt.key }, 'auto-renew: the relayer has no coin for gas and price')
  return undo(deps, attempt, label, 'KID cannot send renewals right now')
}

/**
 * Gives the debit back (ledger.reverse, which frees the key) and tells the member, in one
 * transaction. `why` finishes "KID could not renew it: …".
 */
async function undo(
  deps: AutoRenewDeps,
  attempt: Attempt,
  label: string,
  why: string,
  { tell } = { tell: true },
): Promise<'done'> {
  const name = kidName(label)
  await transaction(deps.db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(knsAutoRenewal)
      .where(eq(knsAutoRenewal.key, attempt.key))
      .for('update')
    if (locked?.status !== 'sending') return // another run finished it
    if (attempt.amount > 0n) {
      await deps.ledger.reverse(
        attempt.key,
        {
          key: `${attempt.key}:undone`,
          kind: 'kns-renew',
          reason: `Auto-renewal of ${name} undone: ${why}`,
          actor: 'system',
        },
        tx,
      )
      afterCommit(tx, `ledger.announce:${attempt.userId}`, () => deps.ledger.announce(attempt.userId))
    }
    const note = `KID could not renew it: ${why}.`
    await tx
      .update(knsAutoRenewal)
      .set({ status: 'failed', note, updatedAt: deps.now() })
      .where(eq(knsAutoRenewal.key, attempt.key))
    if (!tell) return // it has a new expiry: nothing to ask of the member
    const link = `${deps.siteUrl}/kid/renewal/${label}`
    await tellHolder(deps, tx, {
      userId: attempt.userId,
      label,
      title: `${name} was not renewed`,
      html: `<p>KID could not renew <b>${name}</b> for you: ${why}. Nothing was taken from your spending balance. Renew it yourself before it expires.</p>`,
      text: `KID could not renew ${name} for you: ${why}.\n\nNothing was taken from your spending balance. Renew it yourself before it expires: ${link}`,
      eventKey: `${attempt.key}:failed`,
    })
  })
  return 'done'
}

/** The spending balance did not cover the price: say so, with both ways out. */
async function tellUnfunded(
  deps: AutoRenewDeps,
  tx: Tx,
  m: { userId: number; label: string; amount: bigint; key: string; retryAt: Date | undefined },
): Promise<void> {
  const name = kidName(m.label)
  const decimals = deps.ledger.decimalsOf('usdt')
  const price = formatUnits(m.amount, decimals)
  const balance = formatUnits((await deps.ledger.balances(m.userId, tx)).usdt?.available ?? 0n, decimals)
  const next = m.retryAt
    ? `Top up your spending balance by ${m.retryAt.toUTCString()} and KID tries again, or renew it yourself.`
    : 'Top up your spending balance and renew it yourself before it expires.'
  await tellHolder(deps, tx, {
    userId: m.userId,
    label: m.label,
    title: `Top up to auto-renew ${name}`,
    html: `<p>Auto-renew could not renew <b>${name}</b>: a year costs ${price} USDT and your spending balance has ${balance} USDT. ${next}</p>`,
    text: `Auto-renew could not renew ${name}: a year costs ${price} USDT and your spending balance has ${balance} USDT.\n\n${next}\n\nTop up: ${deps.siteUrl}/wallet/spending/deposit\nRenew: ${deps.siteUrl}/kid/renewal/${m.label}`,
    eventKey: `${m.key}:unfunded${m.retryAt ? '' : ':last'}`,
  })
}
