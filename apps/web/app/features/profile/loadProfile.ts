import type { CreatorProfile } from '@kid/shared/market/creators'
import type { ActivityView, ItemView } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import { catalog } from '../market/api/catalog.ts'
import type { Reader } from '../market/api/reader.ts'
import { walletLabel } from '../market/walletLabel.ts'
import type { ProfileRef, ProfileTab, ProfileTabId } from './profileTabs.ts'

/** A tab's first page, as its loader read it (later pages load in the browser). */
export type FirstPage =
  | { kind: 'items'; page: Page<ItemView> }
  | { kind: 'activity'; page: Page<ActivityView> }

export type ProfileLoad = {
  who: ProfileRef
  tab: ProfileTabId
  /** open/creator/index: null when it could not be read (the page still shows its tabs). */
  profile: CreatorProfile | null
  first: FirstPage | null
}

function firstPage(reader: Reader, who: ProfileRef, tab: ProfileTab): Promise<FirstPage> {
  return tab.kind === 'items'
    ? tab.read(reader, who, 1).then((page) => ({ kind: 'items', page }))
    : tab.read(reader, who, 1).then((page) => ({ kind: 'activity', page }))
}

/**
 * What every profile page's loader reads — /personal, /personal/creator and the member's own
 * /profile: the one public profile (open/creator/index) and the first page of the open tab. A call
 * that fails leaves its part to show so, rather than failing the page.
 */
export async function loadProfile(reader: Reader, who: ProfileRef, tab: ProfileTab): Promise<ProfileLoad> {
  const [profile, first] = await Promise.all([
    catalog(reader)
      .creator({ ...who })
      .catch(() => null),
    firstPage(reader, who, tab).catch(() => null),
  ])
  return { who, tab: tab.id, profile, first }
}

/**
 * The name a profile is shown by, its title included: as everywhere (`walletLabel`: the .kid name,
 * the username, the short address), without 'You' since the owner sees their page as others do.
 */
export function profileName(load: ProfileLoad | null | undefined): string {
  const profile = load?.profile
  const address = profile?.address || (load && 'address' in load.who ? load.who.address : '')
  if (!address) return profile?.username || 'Creator'
  return walletLabel(address, undefined, { kidName: profile?.kidName?.name, username: profile?.username })
}
