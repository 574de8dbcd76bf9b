import * as CollectionFactory from '@kid/contracts/artifacts/CollectionFactory'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { and, eq } from 'drizzle-orm'
import { type Address, zeroAddress } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { startTestChain, type TestChain } from '../../testing/chain.ts'
import { type ChainEvent, ChainIndexer } from './indexer.ts'
import { soleLeader } from './leader.ts'
import { CursorMovedError } from './store.ts'
import { chainCursor, chainEvent } from './tables.ts'

const silent = { info() {}, warn() {}, error() {} }
let chain: TestChain
let t: TestApp

beforeAll(async () => {
  chain = await startTestChain()
  // An app without a chain of its own: its database only, so these tests drive the indexer by hand.
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})
beforeEach(async () => {
  await t.app.db.delete(chainEvent)
  await t.app.db.delete(chainCursor)
})

/** An indexer as a server process has it; a new one is what a restart gets. */
function indexer(): { indexer: ChainIndexer; transfers: ChainEvent[]; rollbacks: number[] } {
  const transfers: ChainEvent[] = []
  const rollbacks: number[] = []
  const ix = new ChainIndexer({ db: t.app.db, chain, leader: soleLeader, log: silent })
  ix.onEvent('ERC-721', 'Transfer', async (event) => void transfers.push(event))
  ix.onRollback(async (fork) => void rollbacks.push(fork))
  return { indexer: ix, transfers, rollbacks }
}
const storedTransfers = () =>
  t.app.db
    .select()
    .from(chainEvent)
    .where(and(eq(chainEvent.contract, 'ERC-721'), eq(chainEvent.eventName, 'Transfer')))
    .orderBy(chainEvent.blockNumber, chainEvent.logIndex)

describe('the chain indexer', () => {
  it('stores the events of a real transaction, decoded, and hands them to subscribers once', async () => {
    const alice = devAccount(3).address
    const receipt = await chain.mint721({ from: 3 })
    const { indexer: ix, transfers } = indexer()
    await ix.syncToHead()

    const mine = transfers.filter((e) => e.txHash === receipt.transactionHash)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      chainId: 31337,
      blockNumber: Number(receipt.blockNumber),
      address: chain.deployment.contracts.erc721,
      contract: 'ERC-721',
      eventName: 'Transfer',
      args: { from: zeroAddress, to: alice },
    })
    expect(typeof mine[0]?.args.tokenId).toBe('string')
    // The deployment's own set-up transactions are events too (ownership, currencies, prices).
    expect(await t.app.db.$count(chainEvent)).toBeGreaterThan(5)
  })

  it('resumes from its cursor after a restart without applying anything twice', async () => {
    const first = indexer()
    await chain.mint721()
    await first.indexer.syncToHead()
    const before = (await storedTransfers()).length

    const second = indexer()
    await second.indexer.syncToHead()
    expect(second.transfers).toEqual([])
    const receipt = await chain.mint721()
    await second.indexer.syncToHead()
    expect(second.transfers.map((e) => e.txHash)).toEqual([receipt.transactionHash])
    expect(await storedTransfers()).toHaveLength(before + 1)
  })

  it('applies each event once even when the same blocks are read again', async () => {
    const { indexer: ix, transfers } = indexer()
    await chain.mint721()
    await ix.syncToHead()
    const stored = await storedTransfers()
    const applied = transfers.length

    // As if the cursor had not moved: the whole range again.
    await t.app.db.update(chainCursor).set({ blockNumber: chain.deployment.startBlock - 1, blockHash: '' })
    await ix.syncToHead()
    expect(transfers).toHaveLength(applied)
    expect(await storedTransfers()).toEqual(stored)
  })

  it('applies each event once when two indexers race over the same blocks (a leader that lost its lock)', async () => {
    const a = indexer()
    const b = indexer()
    await chain.mint721()
    const results = await Promise.allSettled([a.indexer.syncToHead(), b.indexer.syncToHead()])
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(CursorMovedError)
    }
    await a.indexer.syncToHead()
    const stored = await storedTransfers()
    const applied = [...a.transfers, ...b.transfers].map((e) => e.id).sort()
    expect(applied).toEqual(stored.map((e) => e.id).sort())
  })

  it('rolls back the events of blocks that left the chain, then follows the new branch', async () => {
    const { indexer: ix, transfers, rollbacks } = indexer()
    await ix.syncToHead()
    const snapshot = await chain.snapshot()
    const forkBlock = Number(await chain.client.getBlockNumber())
    const lost = await chain.mint721({ from: 4 })
    await chain.mint721({ from: 4 })
    await ix.syncToHead()
    expect(transfers.map((e) => e.txHash)).toContain(lost.transactionHash)

    await chain.revert(snapshot)
    const kept = await chain.mint721({ from: 5 })
    const result = await ix.syncOnce()
    expect(result).toMatchObject({ kind: 'reorg', fork: forkBlock })
    expect(rollbacks).toEqual([forkBlock])
    const hashes = (await storedTransfers()).map((e) => e.txHash)
    expect(hashes).not.toContain(lost.transactionHash)

    await ix.syncToHead()
    const after = (await storedTransfers()).map((e) => e.txHash)
    expect(after).toContain(kept.transactionHash)
    expect(after).not.toContain(lost.transactionHash)
  })

  it('waits for confirmations before applying a block', async () => {
    const ix = new ChainIndexer({
      db: t.app.db,
      chain: { ...chain, confirmations: 3 },
      leader: soleLeader,
      log: silent,
    })
    const receipt = await chain.mint721()
    await ix.syncToHead()
    expect((await storedTransfers()).map((e) => e.txHash)).not.toContain(receipt.transactionHash)
    await chain.client.request({ method: 'anvil_mine', params: ['0x3'] } as never)
    await ix.syncToHead()
    expect((await storedTransfers()).map((e) => e.txHash)).toContain(receipt.transactionHash)
  })

  it('reads in ranges of at most CHAIN_LOG_RANGE blocks', async () => {
    const ix = new ChainIndexer({
      db: t.app.db,
      chain: { ...chain, logRange: 2 },
      leader: soleLeader,
      log: silent,
    })
    const head = Number(await chain.client.getBlockNumber())
    const first = await ix.syncOnce()
    expect(first).toMatchObject({
      kind: 'range',
      from: chain.deployment.startBlock,
      to: chain.deployment.startBlock + 1,
    })
    await ix.syncToHead()
    const [cursor] = await t.app.db.select().from(chainCursor)
    expect(cursor?.blockNumber).toBeGreaterThanOrEqual(head)
  })

  it('follows the collections the factory creates, from their first block', async () => {
    const { indexer: ix, transfers } = indexer()
    const creator = 7
    const created = await chain.write(creator, {
      address: chain.deployment.contracts.collectionFactory,
      abi: CollectionFactory.abi,
      functionName: 'create721',
      args: ['Creator Art', 'ART'],
    })
    const collection =
      `0x${created.logs.find((l) => l.address.toLowerCase() === chain.deployment.contracts.collectionFactory.toLowerCase())?.topics[2]?.slice(26)}` as Address
    const minted = await chain.mint721({ from: creator, collection })
    await ix.syncToHead()
    const event = transfers.find((e) => e.txHash === minted.transactionHash)
    expect(event?.address.toLowerCase()).toBe(collection.toLowerCase())
    expect(event?.contract).toBe('ERC-721')
  })
})
