import type { ContractKind } from '@kid/shared/chain-config'
import { type Abi, decodeEventLog, type Log } from 'viem'
import { ABI_OF_KIND } from './contracts.ts'

export type DecodedLog = {
  blockNumber: number
  blockHash: string
  txHash: string
  logIndex: number
  address: string
  contract: ContractKind
  eventName: string
  args: Record<string, unknown>
}

/** A log decoded with its contract's ABI, arguments made JSON (integers as decimal strings); undefined if the ABI lacks the event. */
export function decodeLog(log: Log, kind: ContractKind): DecodedLog | undefined {
  if (
    log.blockNumber === null ||
    log.blockHash === null ||
    log.transactionHash === null ||
    log.logIndex === null
  ) {
    return undefined
  }
  let decoded: { eventName: string | undefined; args: unknown }
  try {
    decoded = decodeEventLog({ abi: ABI_OF_KIND[kind] as Abi, data: log.data, topics: log.topics })
  } catch {
    return undefined
  }
  if (!decoded.eventName) return undefined
  return {
    blockNumber: Number(log.blockNumber),
    blockHash: log.blockHash,
    txHash: log.transactionHash,
    logIndex: log.logIndex,
    address: log.address,
    contract: kind,
    eventName: decoded.eventName,
    args: toJson(decoded.args ?? {}) as Record<string, unknown>,
  }
}

function toJson(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return value.map(toJson)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, toJson(v)]))
  }
  return value
}
