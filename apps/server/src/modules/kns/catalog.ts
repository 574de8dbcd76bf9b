import type { ChainRuntime } from '../../platform/chain/chain.ts'
import type { CatalogCollection } from '../market/index.ts'
import { NAMES_COVER_PATH, nameCardPath } from './name-card.ts'

/**
 * What the kns module hands the market so .kid names can be listed and traded (docs/kns.md "On the
 * marketplace"): the registry as a collection, and the words and picture of each name's item.
 * No royalty: a name's price is its registration and renewal fees, paid to KID already, and a
 * resale is the holder's own (ENS names trade without one too); the registry has no ERC-2981.
 */
export type NameCatalog = {
  collection: CatalogCollection
  /** A name's item as the catalog shows it: 'alice.kid', its expiry, its card. */
  item(label: string, expiresAt: Date): { name: string; description: string; image: string }
}

const day = (at: Date) => at.toISOString().slice(0, 10)

export function nameCatalog(chain: ChainRuntime): NameCatalog {
  return {
    collection: {
      chainId: chain.chainId,
      address: chain.deployment.contracts.registry,
      name: 'KID Names',
      symbol: 'KID',
      description:
        'Every registered .kid name: a name that replaces its wallet’s address across KID. Buy one to hold it; renew it on its page.',
      cover: NAMES_COVER_PATH,
      royaltyBps: 0,
      categoryId: null,
      creatorUserId: null,
      creatorAddress: chain.signer.address.toLowerCase(),
    },
    item: (label, expiresAt) => ({
      name: `${label}.kid`,
      description: `${label}.kid is a .kid name, registered until ${day(expiresAt)} (UTC). Its holder can renew it, set its records and make it their default name on its page.`,
      image: nameCardPath(label),
    }),
  }
}
