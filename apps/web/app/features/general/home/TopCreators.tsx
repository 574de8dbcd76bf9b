import type { CreatorView } from '@kid/shared/market/views'
import { Link } from 'react-router'
import { CreatorAvatar } from '../../market/CreatorAvatar.tsx'
import { creatorLabel } from '../../market/creatorLabel.ts'
import { creatorHref } from '../../market/links.ts'
import { ethStat } from '../../market/Stats.tsx'
import { walletPicture } from '../../market/walletLabel.ts'

/** The creator ranking: position, avatar, name (.kid name first) and volume. */
export function TopCreators({ creators }: { creators: CreatorView[] }) {
  return (
    <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {creators.map((creator, index) => (
        <li key={creator.address}>
          <Link
            to={creatorHref(creator)}
            className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3 transition hover:border-brand-200 hover:shadow-card"
          >
            <span className="w-6 text-center text-sm font-bold text-fg-muted tabular-nums">{index + 1}</span>
            <CreatorAvatar src={walletPicture(creator.avatar, creator.kidName)} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-fg">{creatorLabel(creator)}</span>
              <span className="block text-xs text-fg-muted">{creator.items} items</span>
            </span>
            <span className="text-sm font-semibold text-fg tabular-nums">{ethStat(creator.volumeWei)}</span>
          </Link>
        </li>
      ))}
    </ol>
  )
}
