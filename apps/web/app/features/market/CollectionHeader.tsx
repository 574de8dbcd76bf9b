import { shortenAddress } from '@kid/shared/format/address'
import type { CollectionDetail } from '@kid/shared/market/views'
import { Link } from 'react-router'
import { Badge } from '../../ui/Badge.tsx'
import { cn } from '../../ui/cn.ts'
import { CollectionCover } from './CollectionCover.tsx'
import { creatorHref } from './links.ts'
import { countStat, ethStat, floorStat, Stats } from './Stats.tsx'
import { walletLabel } from './walletLabel.ts'

/** Banner, cover, name, creator, description and the collection's figures. */
export function CollectionHeader({ collection }: { collection: CollectionDetail }) {
  const creator = walletLabel(collection.creatorAddress, undefined, {
    kidName: collection.creatorKidName?.name,
    username: collection.creatorName,
  })
  return (
    <header>
      <div className="h-40 overflow-hidden bg-gradient-to-br from-brand-600 via-brand-400 to-accent-400 desk:h-64">
        {collection.bannerUrl && <img src={collection.bannerUrl} alt="" className="size-full object-cover" />}
      </div>
      <div className="mx-auto w-full max-w-[1280px] px-4 desk:px-8">
        <CollectionCover
          name={collection.name}
          coverUrl={collection.coverUrl}
          className="-mt-12 size-24 rounded-2xl text-4xl shadow-card desk:-mt-16 desk:size-32 desk:text-5xl"
        />
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-fg desk:text-4xl">{collection.name}</h1>
          <Badge tone="brand">ERC-{collection.standard}</Badge>
          {collection.shared && <Badge>Shared collection</Badge>}
        </div>
        <p className="mt-1 text-sm text-fg-muted">
          By{' '}
          <Link
            to={creatorHref({ userId: collection.creatorUserId, address: collection.creatorAddress })}
            title={collection.creatorAddress}
            className={cn(
              'font-semibold text-fg hover:text-brand-700',
              creator === shortenAddress(collection.creatorAddress) && 'font-mono',
            )}
          >
            {creator}
          </Link>
        </p>
        {collection.description && (
          <p className="mt-3 max-w-3xl text-sm leading-6 whitespace-pre-line text-fg-muted">
            {collection.description}
          </p>
        )}
        <div className="mt-5">
          <Stats
            stats={[
              { label: 'Floor', value: floorStat(collection.floors) },
              { label: 'Volume', value: ethStat(collection.volumeWei) },
              { label: 'Owners', value: countStat(collection.owners) },
              { label: 'Items', value: countStat(collection.items) },
            ]}
          />
        </div>
      </div>
    </header>
  )
}
