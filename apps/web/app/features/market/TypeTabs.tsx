import { MARKET_TYPES, type MarketType } from './filters.ts'
import { LinkTabs } from './LinkTabs.tsx'

/** The marketplace's kinds as tabs; each keeps the current filters in its link. */
export function TypeTabs({ current, search }: { current: MarketType; search: string }) {
  const tabs = MARKET_TYPES.map((type) => ({
    to: `/marketplace${type.value === 'all' ? '' : `/${type.value}`}${search ? `?${search}` : ''}`,
    label: type.label,
    active: current === type.value,
  }))
  return <LinkTabs tabs={tabs} label="Item kinds" />
}
