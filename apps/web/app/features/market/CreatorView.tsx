import { shortenAddress } from '@kid/shared/format/address'
import type { ActivityView, ItemView } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import { useCallback } from 'react'
import { Container } from '../../ui/Container.tsx'
import { ActivityList } from './ActivityList.tsx'
import type { CreatorTab } from './api/catalog.ts'
import { browserReader } from './api/reader.ts'
import { CreatorAvatar } from './CreatorAvatar.tsx'
import { CREATOR_TAB_LABELS, type CreatorLoad, creatorTabPage } from './creatorPage.ts'
import type { EmptyStateProps } from './EmptyState.tsx'
import { EXPLORE_MARKETPLACE } from './emptyActions.ts'
import { ItemGrid } from './ItemGrid.tsx'
import { LinkTabs } from './LinkTabs.tsx'
import { countStat, ethStat, Stats } from './Stats.tsx'
import { usePagedList } from './usePagedList.ts'

const EMPTY: Record<Exclude<CreatorTab, 'activity'>, EmptyStateProps> = {
  created: {
    title: 'No creations yet',
    text: 'NFTs this creator mints appear here.',
    actions: [EXPLORE_MARKETPLACE],
  },
  collected: {
    title: 'Nothing collected yet',
    text: 'NFTs this wallet holds from other creators appear here.',
    actions: [EXPLORE_MARKETPLACE],
  },
  onsale: {
    title: 'Nothing on sale',
    text: 'Listed NFTs of this wallet appear here.',
    actions: [EXPLORE_MARKETPLACE],
  },
}

function TabItems({ load, tab }: { load: CreatorLoad; tab: Exclude<CreatorTab, 'activity'> }) {
  const fetchPage = useCallback(
    (page: number) =>
      creatorTabPage(browserReader, load.who, tab, page).then((r) => r.page as Page<ItemView>),
    [load.who, tab],
  )
  const first = load.first?.kind === 'items' ? load.first.page : null
  const list = usePagedList(first, fetchPage)
  return <ItemGrid list={list} label={CREATOR_TAB_LABELS[tab]} empty={EMPTY[tab]} />
}

function TabActivity({ load }: { load: CreatorLoad }) {
  const fetchPage = (page: number) =>
    creatorTabPage(browserReader, load.who, 'activity', page).then((r) => r.page as Page<ActivityView>)
  return (
    <ActivityList
      first={load.first?.kind === 'activity' ? load.first.page : null}
      fetchPage={fetchPage}
      showItem
      empty={{
        title: 'No activity yet',
        text: 'Mints, listings and sales of this wallet appear here.',
        actions: [EXPLORE_MARKETPLACE],
      }}
    />
  )
}

/** A creator's page: who they are, their figures, and the created / collected / activity / on-sale tabs. */
export function CreatorProfile({ load, hrefOf }: { load: CreatorLoad; hrefOf: (tab: CreatorTab) => string }) {
  const creator = load.creator
  const address = creator?.address ?? ('address' in load.who ? load.who.address : '')
  return (
    <Container className="py-8 desk:py-10">
      <div className="flex flex-col gap-4 desk:flex-row desk:items-center">
        <CreatorAvatar
          src={creator?.avatar ?? null}
          className="size-24 border-4 border-surface shadow-card"
        />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-3xl font-bold tracking-tight text-fg">
            {creator?.username || (address ? shortenAddress(address) : 'Creator')}
          </h1>
          {address && <p className="truncate font-mono text-sm text-fg-muted">{address}</p>}
          {creator?.bio && <p className="mt-2 max-w-2xl text-sm leading-6 text-fg-muted">{creator.bio}</p>}
        </div>
        {creator && (
          <Stats
            stats={[
              { label: 'Created', value: countStat(creator.created) },
              { label: 'Collected', value: countStat(creator.collected) },
              { label: 'On sale', value: countStat(creator.onSale) },
              { label: 'Volume', value: ethStat(creator.volumeWei) },
            ]}
          />
        )}
      </div>
      <div className="mt-8 space-y-5">
        <LinkTabs
          label="Creator views"
          tabs={(Object.keys(CREATOR_TAB_LABELS) as CreatorTab[]).map((tab) => ({
            to: hrefOf(tab),
            label: CREATOR_TAB_LABELS[tab],
            active: tab === load.tab,
          }))}
        />
        {load.tab === 'activity' ? (
          <TabActivity load={load} />
        ) : (
          <TabItems key={load.tab} load={load} tab={load.tab} />
        )}
      </div>
    </Container>
  )
}
