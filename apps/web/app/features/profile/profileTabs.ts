import type { CreatorProfile } from '@kid/shared/market/creators'
import type { ActivityView, ItemView } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import { PAGE_SIZE_DEFAULT } from '@kid/shared/page'
import type { WalletAddress } from '@kid/shared/validate/wallet-address'
import { type Domain, liveOnly } from '../../lib/domains.ts'
import { catalog } from '../market/api/catalog.ts'
import type { Reader } from '../market/api/reader.ts'
import type { EmptyAction, EmptyStateProps } from '../market/EmptyState.tsx'
import { CREATE_FIRST_NFT, EXPLORE_MARKETPLACE } from '../market/emptyActions.ts'

/** Whose profile: a member by user id, or any wallet by address. */
export type ProfileRef = { userId: number } | { address: WalletAddress }

/** Who is looking, which decides what an empty tab offers: the owner gets their next step. */
export type ProfileViewer = {
  own: boolean
  /** The owner's wallet is bound: without one their lists are empty whatever they do. */
  wallet: boolean
  /** How the profile names its owner to others. */
  name: string
  connect: EmptyAction
  /** Another tab that has something in it, for a visitor who lands on an empty one. */
  fuller?: EmptyAction
}

/** What an empty tab says: to its owner, the next step; to anyone else, that there is nothing yet. */
type EmptyCopy = {
  title: string
  own: string
  ownActions: EmptyStateProps['actions']
  other: (name: string) => string
}

type TabBase<Id extends string> = {
  id: Id
  label: string
  /** A tab shows once its domain is live (lib/domains.ts), like every other entry point. */
  domain: Domain
  empty: EmptyCopy
}
type ItemsTab = TabBase<'created' | 'collected' | 'onsale'> & {
  kind: 'items'
  /** How many the profile's figures count in this tab. */
  count: (profile: CreatorProfile) => number
  read: (reader: Reader, who: ProfileRef, page: number) => Promise<Page<ItemView>>
}
type ActivityTab = TabBase<'activity'> & {
  kind: 'activity'
  read: (reader: Reader, who: ProfileRef, page: number) => Promise<Page<ActivityView>>
}
/**
 * A tab of the public profile. Another domain's tab (the community's posts, the kns's names) is a
 * new kind here with its read and its panel in ProfileTabPanel, and an entry in PROFILE_TABS.
 */
export type ProfileTab = ItemsTab | ActivityTab
export type ProfileTabId = ProfileTab['id']

const query = (who: ProfileRef, page: number) => ({ ...who, page, size: PAGE_SIZE_DEFAULT })

const itemsTab = (
  id: ItemsTab['id'],
  label: string,
  count: ItemsTab['count'],
  empty: EmptyCopy,
): ItemsTab => ({
  id,
  label,
  count,
  domain: 'market',
  kind: 'items',
  read: (reader, who, page) => catalog(reader).creatorItems(id, query(who, page)),
  empty,
})

/** The tabs in their order (spec 001 §2: created by default). */
export const PROFILE_TABS: readonly ProfileTab[] = liveOnly<ProfileTab>([
  itemsTab('created', 'Created', (p) => p.created, {
    title: 'No creations yet',
    own: 'You have not minted an NFT yet. What you create shows here, for everyone who visits your profile.',
    ownActions: [CREATE_FIRST_NFT, EXPLORE_MARKETPLACE],
    other: (name) => `${name} has not minted an NFT yet.`,
  }),
  itemsTab('collected', 'Collected', (p) => p.collected, {
    title: 'Nothing collected yet',
    own: 'NFTs you buy or are given show here once they reach your wallet.',
    ownActions: [EXPLORE_MARKETPLACE],
    other: (name) => `${name} holds no NFTs right now.`,
  }),
  itemsTab('onsale', 'On sale', (p) => p.onSale, {
    title: 'Nothing on sale',
    own: 'You have no NFT listed for sale right now.',
    ownActions: [{ to: '/sellList', label: 'Sell an NFT' }, CREATE_FIRST_NFT],
    other: (name) => `${name} has nothing listed for sale right now.`,
  }),
  {
    id: 'activity',
    label: 'Activity',
    domain: 'market',
    kind: 'activity',
    read: (reader, who, page) => catalog(reader).creatorActivity(query(who, page)),
    empty: {
      title: 'No activity yet',
      own: 'Your mints, listings, sales and purchases are recorded here as they happen on chain.',
      ownActions: [CREATE_FIRST_NFT, EXPLORE_MARKETPLACE],
      other: (name) => `${name} has not minted, listed, sold or bought anything yet.`,
    },
  },
])

/**
 * The first other tab with something in it, by the profile's figures: where a visitor who lands on
 * an empty tab (a collector's Created, the spec's default) is offered to go.
 */
export function fullerTab(
  profile: CreatorProfile,
  open: ProfileTab,
  hrefOf: (tab: ProfileTabId) => string,
): EmptyAction | undefined {
  const fuller = PROFILE_TABS.find(
    (tab): tab is ItemsTab => tab.id !== open.id && tab.kind === 'items' && tab.count(profile) > 0,
  )
  return (
    fuller && { to: hrefOf(fuller.id), label: `See ${fuller.count(profile)} ${fuller.label.toLowerCase()}` }
  )
}

/** A tab of the member's own /profile: its tabs stay on /profile. */
export const ownTabHref = (tab: ProfileTabId) => (tab === 'created' ? '/profile' : `/profile?tab=${tab}`)

/** The tab a path or query names; the first (created) for anything else. */
export function profileTabOf(value: string | null | undefined): ProfileTab {
  return PROFILE_TABS.find((tab) => tab.id === value) ?? (PROFILE_TABS[0] as ProfileTab)
}

/**
 * An empty tab for this viewer. An owner without a wallet is asked to connect one first: every
 * list is of a wallet's tokens, so nothing else would fill it.
 */
export function emptyTab({ empty }: ProfileTab, viewer: ProfileViewer): EmptyStateProps {
  if (!viewer.own) {
    const text = empty.other(viewer.name)
    if (viewer.fuller) return { title: empty.title, text, actions: [viewer.fuller, EXPLORE_MARKETPLACE] }
    return { title: empty.title, text, actions: [EXPLORE_MARKETPLACE] }
  }
  if (!viewer.wallet)
    return {
      title: empty.title,
      text: 'NFTs are minted, held and sold by a wallet, and no wallet is bound to your account yet.',
      actions: [viewer.connect],
    }
  return { title: empty.title, text: empty.own, actions: empty.ownActions }
}
