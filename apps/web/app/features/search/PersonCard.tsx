import type { SearchPerson } from '@kid/shared/market/search'
import { Link } from 'react-router'
import { CreatorAvatar } from '../market/CreatorAvatar.tsx'
import { walletPicture } from '../market/walletLabel.ts'
import { personHref, personName, personRole } from './personView.ts'

/** A member or creator found: picture, name and role; the whole card is the link to their page. */
export function PersonCard({ person }: { person: SearchPerson }) {
  return (
    <Link
      to={personHref(person)}
      className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3 shadow-card transition-colors hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <CreatorAvatar src={walletPicture(person.avatar, person.kidName)} className="size-12" />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-fg">{personName(person)}</span>
        <span className="block truncate text-sm text-fg-muted">{personRole(person)}</span>
      </span>
    </Link>
  )
}
