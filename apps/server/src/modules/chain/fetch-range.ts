import type { ContractKind } from '@kid/shared/chain-config'
import { type Address, getAddress, type PublicClient } from 'viem'
import { createdContract } from './contracts.ts'
import { type DecodedLog, decodeLog } from './decode.ts'

export type FetchedRange = {
  logs: DecodedLog[]
  /** Contracts the factories created in the range (followed from their creation block on). */
  created: { address: Address; kind: ContractKind; fromBlock: number }[]
  toHash: string
}

/** The chain changed under the read (a reorg at the head): the range is read again next time. */
export class RangeChangedError extends Error {
  override name = 'RangeChangedError'
}

/**
 * Reads the logs of every followed contract in [from, to] and decodes them. A contract a factory
 * creates inside the range has its own logs read from its creation block, so none are missed.
 */
export async function fetchRange(
  client: PublicClient,
  range: { from: number; to: number },
  followed: ReadonlyMap<string, ContractKind>,
): Promise<FetchedRange> {
  // The header first: if a reorg replaces `to` after it, the logs disagree with it (checked below)
  // or the next round finds the cursor's hash gone.
  const head = await client.getBlock({ blockNumber: BigInt(range.to) })
  const kinds = new Map(followed)
  const logs: DecodedLog[] = []
  const created: FetchedRange['created'] = []
  let batch: { addresses: Address[]; from: number }[] = [
    { addresses: [...kinds.keys()] as Address[], from: range.from },
  ]
  while (batch.length > 0) {
    const next: typeof batch = []
    for (const { addresses, from } of batch) {
      const raw = await client.getLogs({
        address: addresses,
        fromBlock: BigInt(from),
        toBlock: BigInt(range.to),
      })
      for (const log of raw) {
        const kind = kinds.get(log.address.toLowerCase())
        const decoded = kind && decodeLog(log, kind)
        if (!decoded) continue
        logs.push({ ...decoded, address: getAddress(decoded.address) })
        const child = createdContract(decoded.contract, decoded.eventName, decoded.args)
        if (child && !kinds.has(child.address.toLowerCase())) {
          kinds.set(child.address.toLowerCase(), child.kind)
          created.push({
            address: getAddress(child.address),
            kind: child.kind,
            fromBlock: decoded.blockNumber,
          })
          next.push({ addresses: [child.address], from: decoded.blockNumber })
        }
      }
    }
    batch = next
  }
  if (logs.some((log) => log.blockNumber === range.to && log.blockHash !== head.hash)) {
    throw new RangeChangedError(`block ${range.to} changed while it was read`)
  }
  logs.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
  return { logs, created, toHash: head.hash }
}
