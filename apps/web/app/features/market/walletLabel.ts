import { shortenAddress } from '@kid/shared/format/address'
import type { ItemInfo, KidName } from '@kid/shared/market/views'
import { sameAddress } from '@kid/shared/validate/wallet-address-rule'

// How KID names and pictures a wallet, in one place and without React: the item page's first
// scripts take these alone (its tables, and WalletName with them, load on demand).

export type KnownMembers = Pick<ItemInfo['members'][number], 'address' | 'userId' | 'username'>[]
/** The .kid default names an answer carries for its wallets (`kidNames`). */
export type KnownKidNames = readonly KidName[]

/**
 * How KID names a wallet, everywhere: 'You' for the viewer's own, then its .kid default name
 * (`mira_okafor.kid`), then the member's username, then the short address.
 */
export function walletLabel(
  address: string,
  me: string | undefined,
  known: { kidName?: string | null | undefined; username?: string | null | undefined } = {},
): string {
  if (me && sameAddress(address, me)) return 'You'
  return known.kidName || known.username || shortenAddress(address)
}

/** The wallet's .kid name among those an answer carries. */
export const kidNameFor = (address: string, names: KnownKidNames = []): KidName | undefined =>
  names.find((n) => sameAddress(n.address, address))

/**
 * A wallet's picture: the member's own, else its .kid name's avatar record, else none. The server
 * answers a record only as an https picture (kns `pictureOf`).
 */
export const walletPicture = (
  own: string | null | undefined,
  name: Pick<KidName, 'avatar'> | null | undefined,
): string | null => own || name?.avatar || null
