import { PAGE_SIZE_DEFAULT } from '@kid/shared/page'
import { SearchX } from 'lucide-react'
import { useCallback } from 'react'
import { data, useNavigate } from 'react-router'
import { catalog } from '../../features/market/api/catalog.ts'
import { browserReader } from '../../features/market/api/reader.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { CREATE_AN_NFT } from '../../features/market/emptyActions.ts'
import { FilterBar } from '../../features/market/FilterBar.tsx'
import {
  filtersFromSearch,
  listQueryOf,
  type MarketFilters,
  marketTypeOf,
  searchOfFilters,
} from '../../features/market/filters.ts'
import { ItemGrid } from '../../features/market/ItemGrid.tsx'
import { TypeTabs } from '../../features/market/TypeTabs.tsx'
import { usePagedList } from '../../features/market/usePagedList.ts'
import { pageMeta } from '../../lib/meta.ts'
import { Container } from '../../ui/Container.tsx'
import type { Route } from './+types/marketplace'

export const meta = () =>
  pageMeta({
    title: 'Marketplace | KID',
    description:
      'Discover, collect and trade NFTs on KID: images, videos, ERC-721 and ERC-1155 items from creators.',
  })

/** The first page and the categories come with the HTML; a failed call leaves the page to retry. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const type = marketTypeOf(params.type)
  if (!type) throw data(null, { status: 404 })
  const filters = filtersFromSearch(new URL(request.url).searchParams)
  const calls = catalog(serverReader(context))
  const [first, categories] = await Promise.all([
    calls.items(listQueryOf(type, filters, 1, PAGE_SIZE_DEFAULT)).catch(() => null),
    calls.categories().catch(() => []),
  ])
  return { type, filters, first, categories }
}

/** /marketplace and /marketplace/{type}: the catalogue with filters kept in the URL. */
export default function MarketplacePage({ loaderData }: Route.ComponentProps) {
  const { type, filters, first, categories } = loaderData
  const navigate = useNavigate()
  const fetchPage = useCallback(
    (page: number) => catalog(browserReader).items(listQueryOf(type, filters, page, PAGE_SIZE_DEFAULT)),
    [type, filters],
  )
  const list = usePagedList(first, fetchPage)
  const search = searchOfFilters(filters).toString()
  const change = (next: MarketFilters) => {
    const query = searchOfFilters(next).toString()
    navigate({ search: query ? `?${query}` : '' }, { preventScrollReset: true })
  }
  return (
    <Container className="py-8 desk:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-fg desk:text-4xl">Marketplace</h1>
      <p className="mt-2 text-fg-muted">Collect art, video and more from KID creators.</p>
      <div className="mt-6 space-y-5">
        <TypeTabs current={type} search={search} />
        <FilterBar filters={filters} categories={categories} onChange={change} />
        <ItemGrid
          list={list}
          label="Items"
          empty={{
            icon: <SearchX className="size-10" aria-hidden="true" />,
            title: search ? 'No items match these filters' : 'No items yet',
            text: search
              ? 'Try another search, widen the price range or clear the filters.'
              : 'Nothing has been minted here yet. Create the first NFT of this kind.',
            actions: [search ? { to: '/marketplace', label: 'Clear filters' } : CREATE_AN_NFT],
          }}
        />
      </div>
    </Container>
  )
}
