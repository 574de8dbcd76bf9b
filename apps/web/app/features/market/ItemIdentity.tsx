import type { ItemInfo, KidName } from '@kid/shared/market/views'
import { Link } from 'react-router'
import { cn } from '../../ui/cn.ts'
import { CreatorAvatar } from './CreatorAvatar.tsx'
import { collectionHref, creatorHref } from './links.ts'
import { kidNameFor, walletLabel, walletPicture } from './walletLabel.ts'

type Member = ItemInfo['members'][number]

/**
 * An owner or the creator, named as `walletLabel` says (their .kid name, the member's name, else the
 * address); the member's picture, else the .kid name's avatar.
 */
function Person({
  label,
  address,
  member,
  kidName,
}: {
  label: string
  address: string
  member?: Member | undefined
  kidName?: KidName | undefined
}) {
  const name = walletLabel(address, undefined, { kidName: kidName?.name, username: member?.username })
  return (
    <div className="flex min-w-0 items-center gap-2">
      <CreatorAvatar src={walletPicture(member?.avatar, kidName)} className="size-9" />
      <div className="min-w-0">
        <p className="text-xs text-fg-muted">{label}</p>
        <Link
          to={creatorHref({ userId: member?.userId ?? null, address })}
          title={address}
          className={cn(
            'block truncate text-sm font-semibold text-fg hover:text-brand-700',
            !kidName && !member?.username && 'font-mono',
          )}
        >
          {name}
        </Link>
      </div>
    </div>
  )
}

/** Collection link, name, owner (or the largest holders of an ERC-1155) and creator of an item. */
export function ItemIdentity({ item }: { item: ItemInfo }) {
  const owner = item.ownerAddress ?? (item.owners.length === 1 ? item.owners[0]?.address : undefined)
  const memberOf = (address: string) => item.members.find((m) => m.address === address.toLowerCase())
  return (
    <div className="min-w-0">
      <Link
        to={collectionHref(item.collection)}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        {item.collectionName}
      </Link>
      <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-fg desk:text-4xl">
        {item.name}
      </h1>
      <div className="mt-4 flex flex-wrap gap-6">
        {owner && (
          <Person
            label="Owner"
            address={owner}
            member={memberOf(owner)}
            kidName={kidNameFor(owner, item.kidNames)}
          />
        )}
        {!owner && item.owners.length > 1 && (
          <p className="self-center text-sm text-fg-muted">{item.owners.length} owners</p>
        )}
        <Person
          label="Creator"
          address={item.creatorAddress}
          member={memberOf(item.creatorAddress)}
          kidName={kidNameFor(item.creatorAddress, item.kidNames)}
        />
      </div>
    </div>
  )
}
