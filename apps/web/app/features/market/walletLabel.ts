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
 * A .kid name's avatar record as a picture, normalised. Records are https:// or ipfs://; the app has
 * no IPFS gateway, so only https is shown. Anyone can write any text on the resolver, so the value
 * is parsed rather than trusted: what is not an https URL shows nothing.
 */
export function kidAvatarOf(name: Pick<KidName, 'avatar'> | null | undefined): string | null {
  if (!name?.avatar) return null
  try {
    const url = new URL(name.avatar)
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** A wallet's picture: the member's own, else its .kid name's avatar record, else none. */
export const walletPicture = (
  own: string | null | undefined,
  name: Pick<KidName, 'avatar'> | null | undefined,
): string | null => own || kidAvatarOf(name)

/** A creator as a ranking or profile names them (no 'You': a ranking reads the same for everyone). */
export const creatorLabel = (c: { address: string; username: string | null; kidName: KidName | null }) =>
  walletLabel(c.address, undefined, { kidName: c.kidName?.name, username: c.username })
