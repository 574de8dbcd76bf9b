import type { SearchCounts } from '@kid/shared/market/search'
import { SEARCH_TABS, type SearchTab } from '@kid/shared/market/search-values'
import { LinkTabs } from '../market/LinkTabs.tsx'
import { countLabel, SEARCH_TAB_LABELS, searchHref } from './searchPages.ts'

/** The result kinds as link tabs (each an address the server renders), with their counts. */
export function SearchTabs({
  term,
  current,
  counts,
}: {
  term: string
  current: SearchTab
  counts: SearchCounts | null
}) {
  const total = counts ? counts.nfts + counts.collections + counts.people : null
  const tabs = SEARCH_TABS.map((tab) => {
    const count = tab === 'all' ? total : (counts?.[tab] ?? null)
    return {
      to: searchHref(term, tab),
      label: count === null ? SEARCH_TAB_LABELS[tab] : `${SEARCH_TAB_LABELS[tab]} ${countLabel(count)}`,
      active: tab === current,
    }
  })
  return <LinkTabs tabs={tabs} label="Search results" />
}
