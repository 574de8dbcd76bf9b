import { NOTHING_SHOWN } from '@kid/shared/account/nothing-shown'
import { shortenAddress } from '@kid/shared/format/address'
import type { CreatorProfile } from '@kid/shared/market/creators'
import type { ReactNode } from 'react'
import { DEFAULT_AVATAR } from '../../lib/session/user.ts'
import { CreatorAvatar } from '../market/CreatorAvatar.tsx'
import { countStat, ethStat, Stats } from '../market/Stats.tsx'
import { walletPicture } from '../market/walletLabel.ts'
import { ProfileLinks } from './ProfileLinks.tsx'

export type ProfileHeaderSlots = {
  /** Over the banner's corner: the owner's Change banner on /profile. */
  bannerAction?: ReactNode
  /** Over the avatar: the owner's Change avatar on /profile. */
  avatarAction?: ReactNode
  /** Beside the name: Edit profile. */
  actions?: ReactNode
  /** In place of an empty bio: the owner's Add a bio. */
  noBio?: ReactNode
}

/**
 * The top of a public profile: banner, avatar, name, wallet, bio, links and the headline figures. A
 * member without a picture shows their .kid name's avatar, else the fixed default avatar, as the
 * header does (spec 000 §3); a wallet nobody bound, its .kid avatar or the creators' gradient.
 */
export function ProfileHeader({
  profile,
  name,
  address,
  slots = {},
}: {
  profile: CreatorProfile | null
  name: string
  address: string
  slots?: ProfileHeaderSlots
}) {
  const { banner, bio, links } = profile ?? NOTHING_SHOWN
  return (
    <header>
      <div className="relative h-36 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 via-brand-400 to-accent-400 desk:h-56">
        {banner && <img src={banner} alt="" className="size-full object-cover" />}
        {slots.bannerAction && <div className="absolute right-3 bottom-3">{slots.bannerAction}</div>}
      </div>
      <div className="-mt-12 flex flex-col gap-4 px-4 desk:-mt-14 desk:flex-row desk:items-end desk:px-8">
        <div className="relative w-fit">
          <CreatorAvatar
            src={
              walletPicture(profile?.avatar, profile?.kidName) || (profile?.userId ? DEFAULT_AVATAR : null)
            }
            className="block size-24 border-4 border-surface shadow-card desk:size-28"
          />
          {slots.avatarAction && <div className="absolute right-0 bottom-0">{slots.avatarAction}</div>}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-3xl font-bold tracking-tight text-fg">{name}</h1>
          {address && (
            <p className="truncate font-mono text-sm text-fg-muted" title={address}>
              <span className="desk:hidden">{shortenAddress(address)}</span>
              <span className="hidden desk:inline">{address}</span>
            </p>
          )}
        </div>
        {slots.actions && <div className="flex flex-wrap gap-2">{slots.actions}</div>}
      </div>
      <div className="mt-6 flex flex-col gap-5 px-4 desk:flex-row desk:items-start desk:justify-between desk:px-8">
        <div className="min-w-0 max-w-2xl space-y-4">
          {bio ? <p className="text-base leading-7 whitespace-pre-line text-fg-muted">{bio}</p> : slots.noBio}
          <ProfileLinks links={links} />
        </div>
        {profile && (
          <Stats
            stats={[
              { label: 'Created', value: countStat(profile.created) },
              { label: 'Collected', value: countStat(profile.collected) },
              { label: 'On sale', value: countStat(profile.onSale) },
              { label: 'Volume', value: ethStat(profile.volumeWei) },
            ]}
          />
        )}
      </div>
    </header>
  )
}
