import type { ChainConfig } from '@kid/shared/chain-config'
import type { ItemView } from '@kid/shared/market/views'
import { catalog, DC } from '../market/api/catalog.ts'
import type { Reader } from '../market/api/reader.ts'
import { kns } from './api.ts'
import { expiryLine } from './format.ts'
import type { NameNotice } from './NameItemNotice.tsx'

/** The deployment's registry, whose tokens are the .kid names (and whose items are names on the marketplace). */
export const registryOf = (chain: ChainConfig | null | undefined) => chain?.contracts.REGISTRY?.toLowerCase()

/** A .kid name's item on the marketplace, or null (no chain, not minted yet, or not loaded: the page still shows the name). */
export async function loadNameItem(reader: Reader, tokenId: string): Promise<ItemView | null> {
  const calls = catalog(reader)
  const registry = registryOf(await calls.chainConfig().catch(() => null))
  if (!registry) return null
  // item/open/token: read here rather than in `catalog`, whose calls every landing page carries.
  return reader.get<ItemView>(`${DC}/item/open/token`, { collection: registry, tokenId }).catch(() => null)
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

/**
 * For a loader: the notice of an item that is a .kid name (its state read from the kid calls), or
 * null for any other item. Worded here, on the server, so the item page carries no kid code.
 */
export async function loadNameNotice(
  reader: Reader,
  item: Pick<ItemView, 'collectionAddress' | 'name'>,
  chain: ChainConfig | null | undefined,
): Promise<NameNotice | null> {
  const label = nameLabelOf(item, chain)
  if (!label) return null
  const state = await kns(reader)
    .state(label)
    .catch(() => null)
  return state && { label, name: state.name, line: expiryLine(state) }
}
