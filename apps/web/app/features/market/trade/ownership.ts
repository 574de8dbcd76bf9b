import type { ItemInfo } from '@kid/shared/market/views'
import { sameAddress } from '@kid/shared/validate/wallet-address-rule'

type Holders = Pick<ItemInfo, 'ownerAddress' | 'owners'>

/** Copies `address` holds: 1 for the ERC-721 owner, its balance among the ERC-1155 holders, else 0. */
export function heldAmount(item: Holders, address: string | undefined): bigint {
  if (!address) return 0n
  if (item.ownerAddress && sameAddress(item.ownerAddress, address)) return 1n
  const holder = item.owners.find((owner) => sameAddress(owner.address, address))
  return holder ? BigInt(holder.amount) : 0n
}

/** Whether `address` holds the item: the ERC-721 owner, or one of the ERC-1155 holders. */
export const holds = (item: Holders, address: string | undefined): boolean => heldAmount(item, address) > 0n

/**
 * Whom an offer on the item itself (item/offer/add) is made to: the ERC-721 owner, or the one
 * holder of an ERC-1155 item. An ERC-1155 item held by several has no single seller to name, so it
 * takes offers only through a listing.
 */
export function offerHolder(item: Holders & Pick<ItemInfo, 'standard'>): string | undefined {
  if (item.standard === 721) return item.ownerAddress ?? undefined
  return item.owners.length === 1 ? item.owners[0]?.address : undefined
}
