import { PAGE_SIZE_DEFAULT } from '@kid/shared/page'
import { useCallback } from 'react'
import { data, useNavigate } from 'react-router'
import { ActivityList } from '../../features/market/ActivityList.tsx'
import { catalog } from '../../features/market/api/catalog.ts'
import { browserReader } from '../../features/market/api/reader.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { CollectionHeader } from '../../features/market/CollectionHeader.tsx'
import { CREATE_AN_NFT, EXPLORE_MARKETPLACE } from '../../features/market/emptyActions.ts'
import { FilterBar } from '../../features/market/FilterBar.tsx'
import { filtersFromSearch, type MarketFilters, searchOfFilters } from '../../features/market/filters.ts'
import { ItemGrid } from '../../features/market/ItemGrid.tsx'
import { LinkTabs } from '../../features/market/LinkTabs.tsx'
import { parseEth } from '../../features/market/price.ts'
import { usePagedList } from '../../features/market/usePagedList.ts'
import { ApiError } from '../../lib/api/client.ts'
import { pageMeta } from '../../lib/meta.ts'
import { Container } from '../../ui/Container.tsx'
import type { Route } from './+types/collection'

const itemsQuery = (id: number, filters: MarketFilters, page: number) => ({
  id,
  status: filters.status,
  sort: filters.sort,
  minPrice: filters.min ? parseEth(filters.min) : undefined,
  maxPrice: filters.max ? parseEth(filters.max) : undefined,
  page,
  size: PAGE_SIZE_DEFAULT,
})

/** /personal/collection/{type}/{collectId}: the collection with its items or its activity (?tab=activity). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = Number(params.collectId)
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const tab = url.searchParams.get('tab') === 'activity' ? 'activity' : 'items'
  const filters = filtersFromSearch(url.searchParams)
  const calls = catalog(serverReader(context))
  const [collection, items, activity] = await Promise.all([
    calls.collection(id).catch((error: unknown) => {
      throw error instanceof ApiError && error.status >= 500 ? error : data(null, { status: 404 })
    }),
    tab === 'items' ? calls.collectionItems(itemsQuery(id, filters, 1)).catch(() => null) : null,
    tab === 'activity' ? calls.collectionActivity(id, 1, PAGE_SIZE_DEFAULT).catch(() => null) : null,
  ])
  return { collection, tab, filters, items, activity }
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  pageMeta(
    loaded
      ? {
          title: `${loaded.collection.name} | KID`,
          description: loaded.collection.description || `${loaded.collection.name} on KID.`,
        }
      : { title: 'Collection not found | KID', description: 'This collection could not be found.' },
  )

type Loaded = Route.ComponentProps['loaderData']

function CollectionItems({ collection, filters, items }: Pick<Loaded, 'collection' | 'filters' | 'items'>) {
  const navigate = useNavigate()
  const fetchItems = useCallback(
    (page: number) => catalog(browserReader).collectionItems(itemsQuery(collection.id, filters, page)),
    [collection.id, filters],
  )
  const list = usePagedList(items, fetchItems)
  const change = (next: MarketFilters) => {
    const query = searchOfFilters(next).toString()
    navigate({ search: query ? `?${query}` : '' }, { preventScrollReset: true })
  }
  return (
    <>
      <FilterBar filters={filters} categories={[]} onChange={change} searchable={false} />
      <ItemGrid
        list={list}
        label={`Items of ${collection.name}`}
        empty={{
          title: 'No items here yet',
          text: 'Items appear here once they are minted into this collection.',
          actions: [CREATE_AN_NFT, EXPLORE_MARKETPLACE],
        }}
      />
    </>
  )
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, tab, filters, items, activity } = loaderData
  const base = `/personal/collection/${collection.standard}/${collection.id}`
  return (
    <>
      <CollectionHeader collection={collection} />
      <Container className="mt-8 space-y-5 pb-12">
        <LinkTabs
          label="Collection views"
          tabs={[
            { to: base, label: 'Items', active: tab === 'items' },
            { to: `${base}?tab=activity`, label: 'Activity', active: tab === 'activity' },
          ]}
        />
        {tab === 'items' ? (
          <CollectionItems collection={collection} filters={filters} items={items} />
        ) : (
          <ActivityList
            first={activity}
            fetchPage={(page) =>
              catalog(browserReader).collectionActivity(collection.id, page, PAGE_SIZE_DEFAULT)
            }
            showItem
            empty={{
              title: 'No activity yet',
              text: 'Mints, listings and sales of this collection are recorded here as they happen on chain.',
              actions: [CREATE_AN_NFT, EXPLORE_MARKETPLACE],
            }}
          />
        )}
      </Container>
    </>
  )
}
