import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'

export type { Tx }

import { chainBlock, chainContract, chainCursor, chainEvent } from './tables.ts'

export type Cursor = { blockNumber: number; blockHash: string }
export type NewChainEvent = Omit<typeof chainEvent.$inferInsert, 'id' | 'createdAt'>
export type StoredChainEvent = typeof chainEvent.$inferSelect

/** Another indexer moved the cursor first: this one's range is dropped, it re-reads and goes on. */
export class CursorMovedError extends Error {
  override name = 'CursorMovedError'
  constructor(chainId: number, expected: number) {
    super(`the cursor of chain ${chainId} is no longer at block ${expected}: another indexer moved it`)
  }
}

/** Block hashes kept below the cursor for finding a fork point; deeper reorgs re-read from the start. */
export const BLOCK_HISTORY = 512

/**
 * The last block the indexer has applied (and its hash), as of `db`'s snapshot: every event up to
 * it, and nothing above, is in the database, since the cursor moves in the range's transaction.
 */
export async function readCursor(db: Db | Tx, chainId: number): Promise<Cursor | undefined> {
  const [row] = await db
    .select({ blockNumber: chainCursor.blockNumber, blockHash: chainCursor.blockHash })
    .from(chainCursor)
    .where(eq(chainCursor.chainId, chainId))
  return row
}

/** Compare-and-set: moves the cursor from `expected` (undefined = no row yet) to `next`. */
export async function moveCursor(
  tx: Tx,
  chainId: number,
  expected: Cursor | undefined,
  next: Cursor,
): Promise<void> {
  const moved = expected
    ? await tx
        .update(chainCursor)
        .set({ ...next, updatedAt: sql`now()` })
        .where(and(eq(chainCursor.chainId, chainId), eq(chainCursor.blockNumber, expected.blockNumber)))
        .returning({ chainId: chainCursor.chainId })
    : await tx
        .insert(chainCursor)
        .values({ chainId, ...next })
        .onConflictDoNothing()
        .returning({ chainId: chainCursor.chainId })
  if (moved.length === 0) throw new CursorMovedError(chainId, expected?.blockNumber ?? -1)
}

/**
 * The stored events of some contract kinds, in chain order: what a module replays to rebuild its
 * rows after a rollback (the rolled-back events are already gone).
 */
export async function storedEvents(tx: Db | Tx, chainId: number, kinds: readonly string[]) {
  return await tx
    .select()
    .from(chainEvent)
    .where(and(eq(chainEvent.chainId, chainId), inArray(chainEvent.contract, [...kinds])))
    .orderBy(asc(chainEvent.blockNumber), asc(chainEvent.logIndex))
}

/** Stores an event unless it is stored already; returns it only when this call stored it. */
export async function insertEvent(tx: Tx, event: NewChainEvent): Promise<StoredChainEvent | undefined> {
  const [row] = await tx.insert(chainEvent).values(event).onConflictDoNothing().returning()
  return row
}

export async function rememberBlocks(
  tx: Tx,
  chainId: number,
  blocks: Map<number, string>,
  head: number,
): Promise<void> {
  if (blocks.size > 0) {
    await tx
      .insert(chainBlock)
      .values([...blocks].map(([number, hash]) => ({ chainId, number, hash })))
      .onConflictDoUpdate({
        target: [chainBlock.chainId, chainBlock.number],
        set: { hash: sql`excluded.hash` },
      })
  }
  await tx
    .delete(chainBlock)
    .where(and(eq(chainBlock.chainId, chainId), lt(chainBlock.number, head - BLOCK_HISTORY)))
}

/** Stored block hashes at or below `from`, newest first: the candidates for the fork point. */
export async function recentBlocks(
  db: Db,
  chainId: number,
  from: number,
): Promise<{ number: number; hash: string }[]> {
  return await db
    .select({ number: chainBlock.number, hash: chainBlock.hash })
    .from(chainBlock)
    .where(and(eq(chainBlock.chainId, chainId), sql`${chainBlock.number} <= ${from}`))
    .orderBy(desc(chainBlock.number))
}

/** Forgets everything applied above `fork`: events, block hashes, contracts made there. */
export async function forgetAbove(tx: Tx, chainId: number, fork: number): Promise<void> {
  await tx.delete(chainEvent).where(and(eq(chainEvent.chainId, chainId), gt(chainEvent.blockNumber, fork)))
  await tx.delete(chainBlock).where(and(eq(chainBlock.chainId, chainId), gt(chainBlock.number, fork)))
  await tx
    .delete(chainContract)
    .where(and(eq(chainContract.chainId, chainId), gt(chainContract.fromBlock, fork)))
}

export async function followedContracts(
  db: Db,
  chainId: number,
): Promise<{ address: string; kind: string }[]> {
  return await db
    .select({ address: chainContract.address, kind: chainContract.kind })
    .from(chainContract)
    .where(eq(chainContract.chainId, chainId))
}

export async function followContracts(
  tx: Tx,
  chainId: number,
  contracts: { address: string; kind: string; fromBlock: number }[],
): Promise<void> {
  if (contracts.length === 0) return
  await tx
    .insert(chainContract)
    .values(contracts.map((c) => ({ chainId, ...c })))
    .onConflictDoNothing()
}
