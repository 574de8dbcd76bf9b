import type { BoxView } from '@kid/shared/bbox-calls'
import { Link } from 'react-router'
import { Badge } from '../../ui/Badge.tsx'

/** A box in a list: its series' art while sealed, its prize once opened. */
export function BoxCard({ box }: { box: BoxView }) {
  const image = box.prize?.image ?? box.series.media
  return (
    <Link
      to={`/blindBox/info/${box.tokenId}`}
      className="group block overflow-hidden rounded-2xl border border-line bg-surface shadow-card hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <img
        src={image}
        alt=""
        width={400}
        height={400}
        className="aspect-square w-full object-cover"
        loading="lazy"
      />
      <div className="space-y-1 p-3">
        <p className="truncate text-sm font-semibold text-fg">
          {box.prize ? box.prize.name : box.series.name}
        </p>
        <p className="flex items-center justify-between gap-2 text-xs text-fg-muted">
          <span className="truncate">{box.prize ? box.series.name : `Box #${box.tokenId.slice(0, 6)}…`}</span>
          {box.opened ? <Badge tone="success">Opened</Badge> : <Badge tone="brand">Sealed</Badge>}
        </p>
      </div>
    </Link>
  )
}
