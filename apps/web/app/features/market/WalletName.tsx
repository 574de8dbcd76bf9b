import { shortenAddress } from '@kid/shared/format/address'
import type { ItemInfo } from '@kid/shared/market/views'
import { sameAddress } from '@kid/shared/validate/wallet-address-rule'
import { Link } from 'react-router'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { cn } from '../../ui/cn.ts'
import { creatorHref } from './links.ts'

export type KnownMembers = Pick<ItemInfo['members'][number], 'address' | 'userId' | 'username'>[]

/** 'You' for the viewer's own wallet, else the member's name when the page knows it, else the short address. */
export function walletLabel(address: string, me: string | undefined, members: KnownMembers = []): string {
  if (me && sameAddress(address, me)) return 'You'
  return members.find((m) => sameAddress(m.address, address))?.username ?? shortenAddress(address)
}

/**
 * A wallet in a table (a seller, a bidder, an event's sides), linked to its creator page: named as
 * `walletLabel` says, the full address as its title; only a bare address is set in monospace.
 */
export function WalletName({
  address,
  members,
}: {
  address: string | null | undefined
  members?: KnownMembers
}) {
  const { user } = useSession()
  if (!address) return <span className="text-fg-muted">—</span>
  const label = walletLabel(address, user.walletaddress, members)
  const member = members?.find((m) => sameAddress(m.address, address))
  return (
    <Link
      to={creatorHref({ userId: member?.userId ?? null, address })}
      title={address}
      className={cn(
        'font-semibold text-fg hover:text-brand-700',
        label === shortenAddress(address) && 'font-mono text-xs font-normal',
      )}
    >
      {label}
    </Link>
  )
}
