import type { ChainConfig } from '@kid/shared/chain-config'
import type { ItemView } from '@kid/shared/market/views'
import { catalog } from '../market/api/catalog.ts'
import type { Reader } from '../market/api/reader.ts'

/** The deployment's registry, whose tokens are the .kid names (and whose items are names on the marketplace). */
export const registryOf = (chain: ChainConfig | null | undefined) => chain?.contracts.REGISTRY?.toLowerCase()

/** A .kid name's item on the marketplace, or null (no chain, not minted yet, or not loaded: the page still shows the name). */
export async function loadNameItem(reader: Reader, tokenId: string): Promise<ItemView | null> {
  const calls = catalog(reader)
  const registry = registryOf(await calls.chainConfig().catch(() => null))
  if (!registry) return null
  return calls.itemOfToken(registry, tokenId).catch(() => null)
}

/** The label of an item that is a .kid name ('alice' of 'alice.kid' in the registry), or undefined. */
export function nameLabelOf(
  item: Pick<ItemView, 'collectionAddress' | 'name'>,
  chain: ChainConfig | null | undefined,
): string | undefined {
  const registry = registryOf(chain)
  if (!registry || item.collectionAddress?.toLowerCase() !== registry) return undefined
  return item.name.endsWith('.kid') ? item.name.slice(0, -'.kid'.length) : undefined
}
