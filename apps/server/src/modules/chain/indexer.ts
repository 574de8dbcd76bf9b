import type { ContractKind } from '@kid/shared/chain-config'
import type { Logger } from 'pino'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import { afterCommit, transaction } from '../../platform/db/after-commit.ts'
import type { Db } from '../../platform/db/database.ts'
import { addressesByKind } from './contracts.ts'
import { fetchRange } from './fetch-range.ts'
import type { Leadership } from './leader.ts'
import {
  type Cursor,
  CursorMovedError,
  followContracts,
  followedContracts,
  forgetAbove,
  insertEvent,
  moveCursor,
  readCursor,
  recentBlocks,
  rememberBlocks,
  type StoredChainEvent,
  type Tx,
} from './store.ts'

export type ChainEvent = StoredChainEvent
/** Runs inside the transaction that stores the event: its writes commit with it, exactly once. */
export type EventHandler = (event: ChainEvent, tx: Tx) => Promise<void>
/** Runs inside the transaction of a rollback: undo what events above `fork` did (they are deleted). */
export type RollbackHandler = (fork: number, tx: Tx) => Promise<void>

/**
 * Test-only (KID_TEST_CRASH_AT, platform/crash-point.ts): shown the events a range's transaction
 * applied, just before it commits and first thing after. Nothing registers one in production.
 */
export type CommitProbe = {
  beforeCommit?(applied: readonly ChainEvent[]): void
  afterCommit?(applied: readonly ChainEvent[]): void
}

export type SyncResult =
  | { kind: 'idle'; cursor: number; safe: number }
  | { kind: 'range'; from: number; to: number; safe: number; applied: number }
  | { kind: 'reorg'; from: number; fork: number }

type Log = Pick<Logger, 'info' | 'warn' | 'error'>

/**
 * Follows every contract of the deployment (and the contracts its factories create): reads logs
 * in ranges of at most CHAIN_LOG_RANGE blocks up to `confirmations` below the head, stores each
 * event once with the cursor in the same transaction, and rolls back past a fork when a block it
 * applied is no longer on the chain. Only the leader (advisory lock) runs it.
 */
export class ChainIndexer {
  private readonly handlers = new Map<string, EventHandler[]>()
  private readonly rollbackHandlers: RollbackHandler[] = []
  private readonly probes: CommitProbe[] = []
  private running: Promise<void> | undefined
  private stopping = false
  private wake: (() => void) | undefined
  lastError: unknown

  constructor(private readonly deps: { db: Db; chain: ChainRuntime; leader: Leadership; log: Log }) {}

  /** Subscribes to one event of one contract kind ('*' = every event of the kind). */
  onEvent(kind: ContractKind, eventName: string, handler: EventHandler): void {
    const key = `${kind}:${eventName}`
    this.handlers.set(key, [...(this.handlers.get(key) ?? []), handler])
  }

  onRollback(handler: RollbackHandler): void {
    this.rollbackHandlers.push(handler)
  }

  /** Test-only: a crash point's view of each range's commit (CommitProbe). */
  probeCommits(probe: CommitProbe): void {
    this.probes.push(probe)
  }

  /** One step: a reorg check, then at most one range. */
  async syncOnce(): Promise<SyncResult> {
    const { db, chain } = this.deps
    const cursor = await readCursor(db, chain.chainId)
    if (cursor?.blockHash) {
      const block = await chain.client
        .getBlock({ blockNumber: BigInt(cursor.blockNumber) })
        .catch(() => undefined)
      if (block?.hash !== cursor.blockHash) return await this.rollBack(cursor)
    }
    const from = (cursor?.blockNumber ?? chain.deployment.startBlock - 1) + 1
    const safe = Number(await chain.client.getBlockNumber({ cacheTime: 0 })) - chain.confirmations
    if (safe < from) return { kind: 'idle', cursor: from - 1, safe }
    const to = Math.min(safe, from + chain.logRange - 1)
    const range = await fetchRange(chain.client, { from, to }, await this.followed())
    const applied: ChainEvent[] = []
    // Handlers may ask to act once the range commits (afterCommit: a notice's count to browsers).
    const afterError = (error: unknown) =>
      this.deps.log.warn({ err: error }, 'chain indexer: after-commit task failed')
    await transaction(
      db,
      async (tx) => {
        // The cursor moves in the range's own transaction: there is no separate ack to lose, so
        // "committed" and "cursor advanced" are one moment, and so is the probe's after-commit point.
        if (this.probes.length > 0)
          afterCommit(tx, 'chain:commit-probe', async () => {
            for (const probe of this.probes) probe.afterCommit?.(applied)
          })
        await moveCursor(tx, chain.chainId, cursor, { blockNumber: to, blockHash: range.toHash })
        await followContracts(tx, chain.chainId, range.created)
        const blocks = new Map<number, string>([[to, range.toHash]])
        for (const log of range.logs) {
          blocks.set(log.blockNumber, log.blockHash)
          const event = await insertEvent(tx, { chainId: chain.chainId, ...log })
          if (!event) continue
          applied.push(event)
          for (const handler of [
            ...(this.handlers.get(`${log.contract}:${log.eventName}`) ?? []),
            ...(this.handlers.get(`${log.contract}:*`) ?? []),
          ]) {
            await handler(event, tx)
          }
        }
        await rememberBlocks(tx, chain.chainId, blocks, to)
        for (const probe of this.probes) probe.beforeCommit?.(applied)
      },
      afterError,
    )
    return { kind: 'range', from, to, safe, applied: applied.length }
  }

  /** Syncs until nothing is left below the safe head (tests, and catching up at start). */
  async syncToHead(): Promise<void> {
    for (;;) {
      const result = await this.syncOnce()
      if (result.kind === 'idle') return
    }
  }

  /** Starts the polling loop; the leader indexes, the others keep trying to become it. */
  start(): void {
    if (this.running) return
    this.stopping = false
    this.running = this.loop()
  }

  async stop(): Promise<void> {
    this.stopping = true
    this.wake?.()
    await this.running
    this.running = undefined
    await this.deps.leader.release()
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      try {
        if (await this.deps.leader.acquire()) {
          let result: SyncResult
          do result = await this.syncOnce()
          while (!this.stopping && result.kind !== 'idle')
        }
        this.lastError = undefined
      } catch (error) {
        // A moved cursor is another leader's progress, not a fault.
        if (!(error instanceof CursorMovedError))
          this.deps.log.warn({ err: error }, 'chain indexer: sync failed')
        this.lastError = error
      }
      // A stop asked for during the sync above found no timer to cut short: do not start one.
      if (this.stopping) break
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.deps.chain.pollIntervalMs)
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  }

  /** Finds the newest applied block still on the chain and forgets everything above it. */
  private async rollBack(cursor: Cursor): Promise<SyncResult> {
    const { db, chain, log } = this.deps
    let fork = chain.deployment.startBlock - 1
    let forkHash = ''
    for (const block of await recentBlocks(db, chain.chainId, cursor.blockNumber)) {
      const onChain = await chain.client
        .getBlock({ blockNumber: BigInt(block.number) })
        .catch(() => undefined)
      if (onChain?.hash === block.hash) {
        fork = block.number
        forkHash = block.hash
        break
      }
    }
    // Opened like a range's, so a handler can tell browsers once the rollback commits (afterCommit).
    await transaction(
      db,
      async (tx) => {
        await moveCursor(tx, chain.chainId, cursor, { blockNumber: fork, blockHash: forkHash })
        await forgetAbove(tx, chain.chainId, fork)
        for (const handler of this.rollbackHandlers) await handler(fork, tx)
      },
      (error) => log.warn({ err: error }, 'chain indexer: after-commit task failed'),
    )
    log.warn({ from: cursor.blockNumber, fork }, 'chain reorganised: events above the fork rolled back')
    return { kind: 'reorg', from: cursor.blockNumber, fork }
  }

  private async followed(): Promise<Map<string, ContractKind>> {
    const { db, chain } = this.deps
    const map = new Map<string, ContractKind>()
    for (const [kind, address] of Object.entries(addressesByKind(chain.deployment.contracts))) {
      map.set(address.toLowerCase(), kind as ContractKind)
    }
    for (const row of await followedContracts(db, chain.chainId))
      map.set(row.address.toLowerCase(), row.kind as ContractKind)
    return map
  }
}
