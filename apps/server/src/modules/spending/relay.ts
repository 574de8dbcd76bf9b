import * as FundingWallet from '@kid/contracts/artifacts/FundingWallet'
import { eq, inArray } from 'drizzle-orm'
import { type Address, type ContractFunctionRevertedError, encodeFunctionData, type Hex } from 'viem'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import { dryRun, type Relayer } from '../../platform/chain/relayer.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import { serialUsed } from './funding-contract.ts'
import { spendingRelay, spendingWithdrawal } from './tables.ts'
import type { RelayRow, WithdrawalRow } from './withdrawal-view.ts'

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'spending.relay-withdrawal': { id: number }
  }
}

export type RelayDeps = {
  db: Db
  chain: ChainRuntime
  /** The platform's relayer (RELAYER_PRIVATE_KEY); undefined = the platform sends no withdrawals. */
  relayer: Relayer | undefined
  jobs: Jobs
  now: () => Date
  log: { warn(o: object, m: string): void; error(o: object, m: string): void }
}

/** Seconds a voucher must still run when the member asks: the transaction needs time to be mined. */
export const RELAY_MARGIN_SECONDS = 120
/** How long after sending the job looks at the transaction again (mined? dropped? send it again). */
export const RELAY_CHECK_MS = 15_000

export async function relaysOf(db: Db | Tx, ids: readonly number[]): Promise<Map<number, RelayRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select()
    .from(spendingRelay)
    .where(inArray(spendingRelay.withdrawalId, [...ids]))
  return new Map(rows.map((r) => [r.withdrawalId, r]))
}

/**
 * Records the member's ask (in `tx`, with the withdrawal locked by the caller) and enqueues the
 * job, keyed by the withdrawal: asked twice, it is sent once.
 */
export async function queueRelay(deps: Pick<RelayDeps, 'jobs' | 'now'>, tx: Tx, w: WithdrawalRow) {
  const [row] = await tx
    .insert(spendingRelay)
    .values({
      withdrawalId: w.id,
      chainId: w.chainId,
      status: 'queued',
      createdAt: deps.now(),
      updatedAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning()
  if (row) await deps.jobs.send('spending.relay-withdrawal', { id: w.id }, { key: `relay-${w.id}`, tx })
}

type Next = 'done' | 'check'

/** The relayer's key of a withdrawal's transaction (platform/chain/relayer.ts). */
export const relayKey = (id: number) => `withdrawal:${id}`

/**
 * The relay job: sends the withdrawal's voucher from the relayer's account, once (the shared
 * relayer stores the signed transaction before broadcasting, so a repeated run sends the same
 * bytes). Answers 'check' while the transaction is not mined yet.
 */
export async function relayWithdrawal(deps: RelayDeps, id: number): Promise<Next> {
  const [w] = await deps.db.select().from(spendingWithdrawal).where(eq(spendingWithdrawal.id, id))
  const [relay] = await deps.db.select().from(spendingRelay).where(eq(spendingRelay.withdrawalId, id))
  if (!w || !relay || relay.status === 'done' || relay.status === 'failed') return 'done'
  if (!deps.relayer)
    return fail(deps, id, 'The platform no longer sends withdrawals: send it from your wallet')
  if (relay.status === 'queued') return send(deps, deps.relayer, w)
  return follow(deps, deps.relayer, w)
}

async function send(deps: RelayDeps, relayer: Relayer, w: WithdrawalRow): Promise<Next> {
  const { chain } = deps
  const key = relayKey(w.id)
  const followSigned = async (txHash: string) => {
    await setRelay(deps, w.id, { status: 'sent', txHash })
    return follow(deps, relayer, w)
  }
  const signed = await relayer.get(key)
  // A run stopped between the relayer's signing and this row: that transaction is the one to follow.
  if (signed) return followSigned(signed.txHash)
  // The chain refusing the voucher may be another run's transaction at work (a second copy that
  // signed it after the look above: the node checks a call against its pending ones), so a
  // refusal fails the withdrawal only while nothing is signed under its key.
  const refuse = async (note: string) => {
    const signedMeanwhile = await relayer.get(key)
    return signedMeanwhile ? followSigned(signedMeanwhile.txHash) : fail(deps, w.id, note)
  }
  if (w.status !== 'issued' || !w.signature || w.expired === null)
    return fail(deps, w.id, `The withdrawal is ${w.status}: nothing to send`)
  if (await serialUsed(chain, w.id)) return refuse('It was already sent from a wallet')
  if (w.expired <= Math.floor(deps.now().getTime() / 1000))
    return fail(deps, w.id, 'Its voucher expired before KID could send it')
  const address = chain.deployment.contracts.fundingWallet
  const args = [w.dest as Address, w.amount, BigInt(w.expired), BigInt(w.id), w.signature as Hex] as const
  const call = {
    account: relayer.address as Address,
    address,
    abi: FundingWallet.abi,
    functionName: 'withdraw',
    args,
  } as const
  // The contract's answer first: a refusal is said in words and nothing is sent.
  const run = await dryRun(
    () => chain.client.simulateContract(call),
    () => chain.client.estimateContractGas(call),
  )
  if ('refused' in run) return refuse(run.refused === 'no-coin' ? NO_COIN : withdrawRefusal(run.refused))
  const data = encodeFunctionData({ abi: FundingWallet.abi, functionName: 'withdraw', args })
  const { row, sent } = await relayer.send(key, { to: address, data, gas: run.gas })
  if (sent === 'no-coin') return fail(deps, w.id, NO_COIN)
  if (sent === 'lost') return 'check' // its nonce was taken before it went out: the next look signs anew
  await setRelay(deps, w.id, { status: 'sent', txHash: row.txHash })
  return 'check'
}

/** A sent transaction: mined (done or refused), still waiting (sent again), or lost (signed anew). */
async function follow(deps: RelayDeps, relayer: Relayer, w: WithdrawalRow): Promise<Next> {
  const key = relayKey(w.id)
  const outcome = await relayer.outcome(key)
  if (outcome === 'mined') {
    await setRelay(deps, w.id, { status: 'done' })
    return 'done'
  }
  if (outcome === 'reverted')
    return fail(
      deps,
      w.id,
      'The funding contract refused the transaction: send the withdrawal from your wallet',
    )
  if (w.expired !== null && w.expired < Math.floor(deps.now().getTime() / 1000)) {
    deps.log.warn({ withdrawal: w.id, key }, 'relayed withdrawal not mined before its voucher expired')
    await relayer.abandon(key)
    return fail(deps, w.id, 'The network did not take it before its voucher expired')
  }
  const sent = await relayer.resend(key)
  if (sent === 'no-coin') return fail(deps, w.id, NO_COIN)
  if (sent === 'lost') {
    // Another transaction of the relayer used its nonce, so this one can never be mined: sign anew.
    await setRelay(deps, w.id, { status: 'queued', txHash: null })
    return relayWithdrawal(deps, w.id)
  }
  return 'check'
}

async function fail(deps: Pick<RelayDeps, 'db' | 'now'>, id: number, note: string): Promise<'done'> {
  await setRelay(deps, id, { status: 'failed', note })
  return 'done'
}

function setRelay(deps: Pick<RelayDeps, 'db' | 'now'>, id: number, set: Partial<RelayRow>) {
  return deps.db
    .update(spendingRelay)
    .set({ ...set, updatedAt: deps.now() })
    .where(eq(spendingRelay.withdrawalId, id))
}

/** The relayer cannot pay for gas: the member can still send it. */
const NO_COIN = 'KID cannot send withdrawals right now: send it from your wallet'

const REFUSALS: Record<string, string> = {
  'signature expired': 'Its voucher expired before KID could send it',
  'serial already used': 'It was already sent from a wallet',
  'invalid signature': 'The voucher does not match this withdrawal',
  'daily maximum exceeded': 'Withdrawals have reached today’s limit: try again after midnight (UTC)',
}

/** The funding contract's refusal in words. */
function withdrawRefusal(reverted: ContractFunctionRevertedError): string {
  const reason = String(reverted.data?.args?.[0] ?? reverted.reason ?? '')
  return (
    REFUSALS[reason] ??
    `The funding contract refused it (${reason || reverted.data?.errorName || 'no reason'})`
  )
}
