import type { ItemInfo } from '@kid/shared/market/views'
import { sameAddress } from '@kid/shared/validate/wallet-address'

/** Whether `address` holds the item: the ERC-721 owner, or one of the ERC-1155 holders. */
export function holds(item: Pick<ItemInfo, 'ownerAddress' | 'owners'>, address: string | undefined): boolean {
  if (!address) return false
  if (item.ownerAddress && sameAddress(item.ownerAddress, address)) return true
  return item.owners.some((owner) => sameAddress(owner.address, address) && BigInt(owner.amount) > 0n)
}
