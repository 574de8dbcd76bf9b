import { shortenAddress } from '@kid/shared/format/address'
import type { ItemInfo } from '@kid/shared/market/views'
import { Link } from 'react-router'
import { collectionHref, creatorHref } from './links.ts'

function Person({ label, address, userId }: { label: string; address: string; userId: number | null }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span
        aria-hidden="true"
        className="size-9 shrink-0 rounded-full bg-gradient-to-br from-brand-400 to-accent-400"
      />
      <div className="min-w-0">
        <p className="text-xs text-fg-muted">{label}</p>
        <Link
          to={creatorHref({ userId, address })}
          className="block truncate font-mono text-sm font-semibold text-fg hover:text-brand-700"
        >
          {shortenAddress(address)}
        </Link>
      </div>
    </div>
  )
}

/** Collection link, name, owner (or the largest holders of an ERC-1155) and creator of an item. */
export function ItemIdentity({ item }: { item: ItemInfo }) {
  const owner = item.ownerAddress ?? (item.owners.length === 1 ? item.owners[0]?.address : undefined)
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
        {owner && <Person label="Owner" address={owner} userId={null} />}
        {!owner && item.owners.length > 1 && (
          <p className="self-center text-sm text-fg-muted">{item.owners.length} owners</p>
        )}
        <Person label="Creator" address={item.creatorAddress} userId={item.creatorUserId} />
      </div>
    </div>
  )
}
