import * as FundingWallet from '@kid/contracts/artifacts/FundingWallet'
import { and, eq, inArray, max, sql } from 'drizzle-orm'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  encodeFunctionData,
  type Hex,
  keccak256,
  type LocalAccount,
  type TransactionSerializable,
} from 'viem'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import { transaction } from '../../platform/db/after-commit.ts'
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
  /** RELAYER_PRIVATE_KEY's account; undefined = the platform sends no withdrawals. */
  relayer: LocalAccount | undefined
  jobs: Jobs
  now: () => Date
  log: { warn(o: object, m: string): void; error(o: object, m: string): void }
}

/** Seconds a voucher must still run when the member asks: the transaction needs time to be mined. */
export const RELAY_MARGIN_SECONDS = 120
/** How long after sending the job looks at the transaction again (mined? dropped? send it again). */
export const RELAY_CHECK_MS = 15_000
/** Any number on which all copies agree: the relayer's nonces are handed out one at a time. */
const RELAY_LOCK = 7_151_125

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

/**
 * The relay job: sends the withdrawal's voucher from the relayer's account, once. The signed
 * transaction is stored before it is broadcast, so a run repeated after a crash or a lost answer
 * sends the same bytes again (the node knows them, or has mined them) and never a second
 * transaction for the serial; only a transaction that can no longer be mined (its nonce taken by
 * another) is signed anew. Answers 'check' while the transaction is not mined yet.
 */
export async function relayWithdrawal(deps: RelayDeps, id: number): Promise<Next> {
  const [w] = await deps.db.select().from(spendingWithdrawal).where(eq(spendingWithdrawal.id, id))
  const [relay] = await deps.db.select().from(spendingRelay).where(eq(spendingRelay.withdrawalId, id))
  if (!w || !relay || relay.status === 'done' || relay.status === 'failed') return 'done'
  if (!deps.relayer)
    return fail(deps, id, 'The platform no longer sends withdrawals: send it from your wallet')
  if (relay.status === 'queued') return send(deps, deps.relayer, w)
  return follow(deps, w, relay)
}

async function send(deps: RelayDeps, relayer: LocalAccount, w: WithdrawalRow): Promise<Next> {
  const { chain } = deps
  if (w.status !== 'issued' || !w.signature || w.expired === null)
    return fail(deps, w.id, `The withdrawal is ${w.status}: nothing to send`)
  if (await serialUsed(chain, w.id)) return fail(deps, w.id, 'It was already sent from a wallet')
  if (w.expired <= Math.floor(deps.now().getTime() / 1000))
    return fail(deps, w.id, 'Its voucher expired before KID could send it')
  const address = chain.deployment.contracts.fundingWallet
  const args = [w.dest as Address, w.amount, BigInt(w.expired), BigInt(w.id), w.signature as Hex] as const
  // The contract's answer first: a refusal is said in words and nothing is sent.
  let gas: bigint
  try {
    await chain.client.simulateContract({
      account: relayer,
      address,
      abi: FundingWallet.abi,
      functionName: 'withdraw',
      args,
    })
    gas = await chain.client.estimateContractGas({
      account: relayer,
      address,
      abi: FundingWallet.abi,
      functionName: 'withdraw',
      args,
    })
  } catch (error) {
    const reason = withdrawRefusal(error)
    if (!reason) throw error // the node, not the contract: the job tries again
    return fail(deps, w.id, reason)
  }
  const fees = await feesOf(chain)
  const pending = await chain.client.getTransactionCount({ address: relayer.address, blockTag: 'pending' })
  const data = encodeFunctionData({ abi: FundingWallet.abi, functionName: 'withdraw', args })
  const signed = await transaction(deps.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RELAY_LOCK}, ${chain.chainId})`)
    const [locked] = await tx
      .select()
      .from(spendingRelay)
      .where(eq(spendingRelay.withdrawalId, w.id))
      .for('update')
    if (locked?.status !== 'queued') return undefined // another run signed it: follow that one
    // The next nonce: past the chain's pending count and past every transaction stored and not
    // yet known mined (one the node dropped is sent again by its own job, filling the gap).
    const [stored] = await tx
      .select({ top: max(spendingRelay.nonce) })
      .from(spendingRelay)
      .where(
        and(
          eq(spendingRelay.chainId, chain.chainId),
          eq(spendingRelay.relayer, relayer.address.toLowerCase()),
          eq(spendingRelay.status, 'sent'),
        ),
      )
    const nonce = Math.max(pending, (stored?.top ?? -1) + 1)
    const request: TransactionSerializable = {
      chainId: chain.chainId,
      to: address,
      data,
      nonce,
      gas: (gas * 12n) / 10n,
      ...fees,
    }
    if (!relayer.signTransaction) throw new Error('the relayer account cannot sign transactions')
    const raw = await relayer.signTransaction(request)
    const txHash = keccak256(raw)
    await tx
      .update(spendingRelay)
      .set({
        status: 'sent',
        relayer: relayer.address.toLowerCase(),
        nonce,
        rawTx: raw,
        txHash,
        updatedAt: deps.now(),
      })
      .where(eq(spendingRelay.withdrawalId, w.id))
    return { raw, txHash }
  })
  if (!signed) return 'check'
  const sent = await broadcast(deps, w.id, signed.raw)
  if (sent === 'refused') return 'done'
  return 'check'
}

/** A stored transaction not known mined: mined (done or refused), still waiting (sent again), or lost. */
async function follow(deps: RelayDeps, w: WithdrawalRow, relay: RelayRow): Promise<Next> {
  const { chain } = deps
  const hash = relay.txHash as Hex
  const receipt = await chain.client.getTransactionReceipt({ hash }).catch(() => undefined)
  if (receipt) {
    if (receipt.status === 'success') {
      await setRelay(deps, w.id, { status: 'done' })
      return 'done'
    }
    return fail(
      deps,
      w.id,
      'The funding contract refused the transaction: send the withdrawal from your wallet',
    )
  }
  if (w.expired !== null && w.expired < Math.floor(deps.now().getTime() / 1000)) {
    deps.log.warn(
      { withdrawal: w.id, txHash: hash },
      'relayed withdrawal not mined before its voucher expired',
    )
    return fail(deps, w.id, 'The network did not take it before its voucher expired')
  }
  const sent = await broadcast(deps, w.id, relay.rawTx as Hex)
  if (sent === 'nonce-taken') {
    // Another transaction of the relayer used its nonce, so this one can never be mined: sign anew.
    await setRelay(deps, w.id, { status: 'queued', rawTx: null, txHash: null, nonce: null })
    return relayWithdrawal(deps, w.id)
  }
  return sent === 'refused' ? 'done' : 'check'
}

/** Hands the signed bytes to the node; the same bytes again are harmless (the same hash). */
async function broadcast(deps: RelayDeps, id: number, raw: Hex): Promise<'sent' | 'refused' | 'nonce-taken'> {
  try {
    await deps.chain.client.sendRawTransaction({ serializedTransaction: raw })
    return 'sent'
  } catch (error) {
    const text = (
      error instanceof BaseError ? `${error.details} ${error.shortMessage}` : String(error)
    ).toLowerCase()
    if (/already known|known transaction|already imported|already exists/.test(text)) return 'sent'
    if (/nonce too low|nonce has already been used|oldnonce/.test(text)) {
      const mined = await deps.chain.client
        .getTransactionReceipt({ hash: keccak256(raw) })
        .catch(() => undefined)
      return mined ? 'sent' : 'nonce-taken'
    }
    if (/insufficient funds/.test(text)) {
      deps.log.error(
        { withdrawal: id },
        'the withdrawal relayer has no coin left for gas: fund RELAYER_PRIVATE_KEY’s account',
      )
      await fail(deps, id, 'KID cannot send withdrawals right now: send it from your wallet')
      return 'refused'
    }
    // No answer, or one we cannot read: it may be in the pool. The job's retry sends the same bytes.
    throw error
  }
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

/** EIP-1559 fees where the chain has them, else the legacy gas price. */
async function feesOf(chain: ChainRuntime) {
  try {
    const fees = await chain.client.estimateFeesPerGas()
    return {
      type: 'eip1559' as const,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    }
  } catch {
    return { type: 'legacy' as const, gasPrice: await chain.client.getGasPrice() }
  }
}

const REFUSALS: Record<string, string> = {
  'signature expired': 'Its voucher expired before KID could send it',
  'serial already used': 'It was already sent from a wallet',
  'invalid signature': 'The voucher does not match this withdrawal',
  'daily maximum exceeded': 'Withdrawals have reached today’s limit: try again after midnight (UTC)',
}

/** The funding contract's refusal of the call in words, or undefined when it was not the contract. */
function withdrawRefusal(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
  if (!(reverted instanceof ContractFunctionRevertedError)) return undefined
  const reason = String(reverted.data?.args?.[0] ?? reverted.reason ?? '')
  return (
    REFUSALS[reason] ??
    `The funding contract refused it (${reason || reverted.data?.errorName || 'no reason'})`
  )
}
