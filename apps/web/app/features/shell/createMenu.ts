import { Image, type LucideIcon, UsersRound } from 'lucide-react'
import { liveOnly } from '../../lib/domains.ts'
import type { NavEntry } from './nav.ts'

type CreateEntry = NavEntry & { icon: LucideIcon }

/** Create's choices (spec 000 §2.4), login required: the header's dropdown and the MENU drawer. */
export const CREATE_MENU: readonly CreateEntry[] = liveOnly<CreateEntry>([
  { label: 'NFTs', to: '/nftCreate', icon: Image, domain: 'market' },
  { label: 'Group', to: '/community/groupCreate', icon: UsersRound, domain: 'community' },
])
