import * as Registry from '@kid/contracts/artifacts/Registry'
import type { Address } from 'viem'
import type { TradeDeps } from './deps.ts'
import { toDate } from './option-rules.ts'

export const NAME_EXPIRY_TEXT = {
  listing: (name: string, day: string) =>
    `${name} expires on ${day}: a listing of it must end on or before then (renew the name to list it for longer).`,
  offer: (name: string, day: string) =>
    `${name} expires on ${day}: an offer on it must end on or before then.`,
  expired: (name: string) => `${name} has expired: it cannot be sold until it is renewed.`,
} as const

/**
 * A sale of a .kid name cannot outlive the name: once it expires the registry's ownerOf reverts,
 * so the Exchange could never fill it, and after the grace period someone else may hold it. A
 * listing or offer ending after the expiry is refused here; those that end in time leave with the
 * listing-expiry scan when they end, so an expired name is never shown for sale. Answers the
 * reason, or undefined for anything that is not a name in time. The expiry is read from the
 * registry itself, which also covers a renewal the indexer has not seen yet.
 */
export async function nameOutlivedReason(
  deps: Pick<TradeDeps, 'client' | 'registry'>,
  sale: { collection: Address; tokenId: bigint; endTime: bigint },
  kind: 'listing' | 'offer',
): Promise<string | undefined> {
  if (!deps.registry || sale.collection.toLowerCase() !== deps.registry.toLowerCase()) return undefined
  const record = await deps.client.readContract({
    address: deps.registry,
    abi: Registry.abi,
    functionName: 'record',
    args: [sale.tokenId],
  })
  const name = `${record.label}.kid`
  if (record.holder === '0x0000000000000000000000000000000000000000') return NAME_EXPIRY_TEXT.expired(name)
  if (sale.endTime <= BigInt(record.expiration)) return undefined
  const day = toDate(BigInt(record.expiration)).toISOString().slice(0, 16).replace('T', ' ')
  return NAME_EXPIRY_TEXT[kind](name, `${day} UTC`)
}
