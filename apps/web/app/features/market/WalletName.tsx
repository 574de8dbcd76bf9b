import { shortenAddress } from '@kid/shared/format/address'
import { sameAddress } from '@kid/shared/validate/wallet-address-rule'
import { Link } from 'react-router'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { cn } from '../../ui/cn.ts'
import { creatorHref } from './links.ts'
import { type KnownKidNames, type KnownMembers, kidNameFor, walletLabel } from './walletLabel.ts'

/**
 * A wallet in a table (a seller, a bidder, an event's sides), linked to its creator page: named as
 * `walletLabel` says, from the member and .kid name the row carries; the full address as its
 * title; only a bare address is set in monospace.
 */
export function WalletName({
  address,
  members,
  kidNames,
}: {
  address: string | null | undefined
  members?: KnownMembers
  kidNames?: KnownKidNames
}) {
  const { user } = useSession()
  if (!address) return <span className="text-fg-muted">—</span>
  const member = members?.find((m) => sameAddress(m.address, address))
  const label = walletLabel(address, user.walletaddress, {
    kidName: kidNameFor(address, kidNames)?.name,
    username: member?.username,
  })
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
