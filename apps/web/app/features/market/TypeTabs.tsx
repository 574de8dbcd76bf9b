import { MARKET_TYPES, type MarketType } from './filters.ts'
import { LinkTabs } from './LinkTabs.tsx'

/**
 * The marketplace's kinds as tabs, each keeping the current filters in its link, and the creator
 * ranking beside them (a web view of its own: the item list's `type` stays the spec's).
 */
export function TypeTabs({ current, search = '' }: { current: MarketType | 'creators'; search?: string }) {
  const tabs = [
    ...MARKET_TYPES.map((type) => ({
      to: `/marketplace${type.value === 'all' ? '' : `/${type.value}`}${search ? `?${search}` : ''}`,
      label: type.label,
      active: current === type.value,
    })),
    { to: '/marketplace/creators', label: 'Creators', active: current === 'creators' },
  ]
  return <LinkTabs tabs={tabs} label="Marketplace views" />
}
