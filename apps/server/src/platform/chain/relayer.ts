import { and, eq, max, sql } from 'drizzle-orm'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  type Hex,
  keccak256,
  type LocalAccount,
  type TransactionSerializable,
} from 'viem'
import { transaction } from '../db/after-commit.ts'
import type { Db } from '../db/database.ts'
import type { ChainRuntime } from './chain.ts'
import { type RelayedTx, relayedTx } from './tables.ts'

/** Any number on which all copies agree: the relayer's nonces are handed out one at a time. */
const RELAYER_LOCK = 7_151_125

export type RelayerDeps = {
  db: Db
  chain: ChainRuntime
  /** RELAYER_PRIVATE_KEY's account: another key than the signer's, holding the chain's coin for gas. */
  account: LocalAccount
  now: () => Date
  log: { error(o: object, m: string): void }
}

/** One contract call to send; `gas` is the caller's estimate (a fifth is added for headroom). */
export type RelayCall = { to: Address; data: Hex; value?: bigint; gas: bigint }

/**
 * What happened to a key's transaction: 'sent' (in the node's pool, or mined and not looked at
 * yet), 'no-coin' (the relayer cannot pay for gas: nothing was sent and the key is free again),
 * 'lost' (another transaction took its nonce, so it can never be mined: the key is free again and
 * the caller decides whether to send anew).
 */
export type Broadcast = 'sent' | 'no-coin' | 'lost'
export type Outcome = 'mined' | 'reverted' | 'pending'

export type Relayer = ReturnType<typeof createRelayer>

/**
 * The platform's relayer: sends transactions from one account for any module (spending's
 * withdrawals, kns's auto-renewals), once per caller-chosen key. The signed transaction is stored
 * before it is broadcast, under an advisory lock that hands out nonces one at a time, so a run
 * repeated after a crash or a lost answer sends the same bytes again (the node already knows them,
 * or has mined them) and never a second transaction. All callers share one account, so all its
 * nonces come from here.
 */
export function createRelayer(deps: RelayerDeps) {
  const { db, chain, account } = deps
  const address = account.address.toLowerCase()
  const byKey = async (key: string) => (await db.select().from(relayedTx).where(eq(relayedTx.key, key)))[0]
  const setStatus = (key: string, status: RelayedTx['status']) =>
    db.update(relayedTx).set({ status, updatedAt: deps.now() }).where(eq(relayedTx.key, key))

  /** Signs `call` under `key` unless the key already has a transaction; answers the stored one. */
  async function sign(key: string, call: RelayCall): Promise<RelayedTx> {
    const fees = await feesOf(chain)
    const pending = await chain.client.getTransactionCount({ address: account.address, blockTag: 'pending' })
    return transaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RELAYER_LOCK}, ${chain.chainId})`)
      const [stored] = await tx.select().from(relayedTx).where(eq(relayedTx.key, key))
      if (stored) return stored // another run signed it: that one is sent
      // The next nonce: past the chain's pending count and past every transaction stored and not
      // yet known mined (one the node dropped is sent again by its own caller, filling the gap).
      const [top] = await tx
        .select({ nonce: max(relayedTx.nonce) })
        .from(relayedTx)
        .where(
          and(
            eq(relayedTx.chainId, chain.chainId),
            eq(relayedTx.relayer, address),
            eq(relayedTx.status, 'sent'),
          ),
        )
      const nonce = Math.max(pending, (top?.nonce ?? -1) + 1)
      const value = call.value ?? 0n
      const request: TransactionSerializable = {
        chainId: chain.chainId,
        to: call.to,
        data: call.data,
        value,
        nonce,
        gas: (call.gas * 12n) / 10n,
        ...fees,
      }
      if (!account.signTransaction) throw new Error('the relayer account cannot sign transactions')
      const rawTx = await account.signTransaction(request)
      const [row] = await tx
        .insert(relayedTx)
        .values({
          key,
          chainId: chain.chainId,
          relayer: address,
          nonce,
          rawTx,
          txHash: keccak256(rawTx),
          status: 'sent',
          createdAt: deps.now(),
          updatedAt: deps.now(),
        })
        .returning()
      if (!row) throw new Error('platform_relayed_tx insert returned no row')
      return row
    })
  }

  /** Hands the stored bytes to the node; the same bytes again are harmless (the same hash). */
  async function broadcast(row: RelayedTx): Promise<Broadcast> {
    try {
      await chain.client.sendRawTransaction({ serializedTransaction: row.rawTx as Hex })
      return 'sent'
    } catch (error) {
      const text = (
        error instanceof BaseError ? `${error.details} ${error.shortMessage}` : String(error)
      ).toLowerCase()
      if (/already known|known transaction|already imported|already exists/.test(text)) return 'sent'
      if (/nonce too low|nonce has already been used|oldnonce/.test(text)) {
        const mined = await chain.client
          .getTransactionReceipt({ hash: row.txHash as Hex })
          .catch(() => undefined)
        if (mined) return 'sent'
        await free(row.key)
        return 'lost'
      }
      if (/insufficient funds/.test(text)) {
        deps.log.error(
          { key: row.key, relayer: address },
          'the relayer has no coin left for gas: fund RELAYER_PRIVATE_KEY’s account',
        )
        await free(row.key)
        return 'no-coin'
      }
      // No answer, or one we cannot read: it may be in the pool. A retry sends the same bytes.
      throw error
    }
  }

  /** Nothing of the key's transaction can be mined any more: the key is free for a new one. */
  const free = (key: string) => db.delete(relayedTx).where(eq(relayedTx.key, key))

  return {
    address,
    /** The transaction stored under `key`, if any. */
    get: byKey,
    /** Sends `call` once under `key`: signs and stores it the first time, sends the same bytes after. */
    async send(key: string, call: RelayCall): Promise<{ row: RelayedTx; sent: Broadcast }> {
      const row = (await byKey(key)) ?? (await sign(key, call))
      return { row, sent: await broadcast(row) }
    },
    /** Whether the key's transaction was mined (and how); recorded, so its nonce stops counting. */
    async outcome(key: string): Promise<Outcome> {
      const row = await byKey(key)
      if (!row) return 'pending'
      if (row.status === 'mined' || row.status === 'reverted') return row.status
      const receipt = await chain.client
        .getTransactionReceipt({ hash: row.txHash as Hex })
        .catch(() => undefined)
      if (!receipt) return 'pending'
      const status = receipt.status === 'success' ? 'mined' : 'reverted'
      await setStatus(key, status)
      return status
    },
    /** Sends the key's stored bytes again (a node may have dropped them). */
    async resend(key: string): Promise<Broadcast> {
      const row = await byKey(key)
      return row ? broadcast(row) : 'lost'
    },
    /** The caller gave up on it (its deadline passed unmined): it no longer holds later nonces back. */
    abandon: (key: string) => setStatus(key, 'abandoned'),
  }
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

/**
 * Why the chain refused a call simulated from the relayer: the contract's revert, 'no-coin' when
 * the relayer cannot pay for it, or undefined when the node itself failed (the caller's job tries
 * again). Each caller puts the revert into words for its own contract.
 */
function relayRefusal(error: unknown): ContractFunctionRevertedError | 'no-coin' | undefined {
  if (!(error instanceof BaseError)) return undefined
  if (/insufficient funds/i.test(`${error.details} ${error.shortMessage}`)) return 'no-coin'
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
  return reverted instanceof ContractFunctionRevertedError ? reverted : undefined
}

/**
 * A call's dry run before the relayer sends it: the contract's answer first (`simulate`), then its
 * gas (`estimate`). A refusal comes back as `relayRefusal` reads it, for the caller to put in
 * words, and nothing is sent; a failure of the node itself is thrown (the caller's job tries again).
 */
export async function dryRun(
  simulate: () => Promise<unknown>,
  estimate: () => Promise<bigint>,
): Promise<{ gas: bigint } | { refused: ContractFunctionRevertedError | 'no-coin' }> {
  try {
    await simulate()
    return { gas: await estimate() }
  } catch (error) {
    const refused = relayRefusal(error)
    if (refused === undefined) throw error
    return { refused }
  }
}
