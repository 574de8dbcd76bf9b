import type { DropCard as Drop } from '@kid/shared/launchpad/views'
import { Link } from 'react-router'
import { Badge } from '../../ui/Badge.tsx'
import { LazyImage } from '../../ui/LazyImage.tsx'
import { Countdown } from './Countdown.tsx'
import { ethOf } from './format.ts'
import { dropHref } from './links.ts'
import { MintedBar } from './MintedBar.tsx'

const TONE = { live: 'success', upcoming: 'brand', ended: 'neutral' } as const
const WORD = { live: 'Live', upcoming: 'Upcoming', ended: 'Ended' } as const

/** A drop on the launchpad's lists: picture, name, stage and countdown, price, limit, the live counter. */
export function DropCard({ drop }: { drop: Drop }) {
  const opensAt =
    drop.type === 'upcoming' ? drop.start : drop.isWhite && drop.type === 'live' ? drop.end : undefined
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      <Link to={dropHref(drop.id)} className="relative block aspect-square overflow-hidden bg-canvas">
        <LazyImage
          src={drop.media}
          alt=""
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <Badge tone={TONE[drop.type]} className="absolute top-3 left-3 bg-surface/90 backdrop-blur">
          {WORD[drop.type]}
        </Badge>
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="truncate text-base font-bold text-fg">
          <Link to={dropHref(drop.id)} className="hover:underline">
            {drop.name}
          </Link>
        </h3>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-fg-muted">Price</dt>
            <dd className="font-semibold text-fg tabular-nums">{ethOf(drop.fee)}</dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">Per wallet</dt>
            <dd className="font-semibold text-fg tabular-nums">{drop.singleAdd}</dd>
          </div>
        </dl>
        <MintedBar id={drop.id} minted={drop.minted} total={drop.total} />
        {opensAt !== undefined && (
          <p className="mt-auto text-xs font-medium text-brand-700">
            <Countdown at={opensAt} label={drop.type === 'upcoming' ? 'Opens' : 'Public'} />
          </p>
        )}
      </div>
    </article>
  )
}
