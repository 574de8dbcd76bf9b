import type { CollectionView } from '@kid/shared/market/views'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '../../ui/Badge.tsx'
import { UploadImage } from '../../ui/UploadImage.tsx'
import { CollectionCover } from './CollectionCover.tsx'
import { collectionHref } from './links.ts'
import { floorStat } from './Stats.tsx'

/** A collection tile: banner strip, cover, name, floor and items; `action` sits under it (Deploy). */
export function CollectionCard({ collection, action }: { collection: CollectionView; action?: ReactNode }) {
  return (
    <div className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card transition-all hover:-translate-y-0.5 hover:shadow-pop">
      <div className="h-24 bg-gradient-to-br from-brand-500 to-accent-400">
        {collection.bannerUrl && (
          <UploadImage
            src={collection.bannerUrl}
            sizes="(min-width: 1024px) 300px, (min-width: 750px) 45vw, 288px"
            loading="lazy"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-4 pt-0">
        <CollectionCover
          name={collection.name}
          coverUrl={collection.coverUrl}
          lazy
          className="-mt-8 size-16 rounded-xl text-2xl"
        />
        <h3 className="mt-2 truncate font-bold text-fg">
          <Link to={collectionHref(collection)} className="after:absolute after:inset-0">
            {collection.name}
          </Link>
        </h3>
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          <Badge tone="brand">ERC-{collection.standard}</Badge>
          {collection.address === null && <Badge tone="danger">Not deployed</Badge>}
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
          <div>
            <dt className="text-fg-muted">Floor</dt>
            <dd className="font-semibold text-fg">{floorStat(collection.floors)}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">Items</dt>
            <dd className="font-semibold text-fg">{collection.items}</dd>
          </div>
        </dl>
        {action && <div className="relative z-10 mt-3">{action}</div>}
      </div>
    </div>
  )
}
