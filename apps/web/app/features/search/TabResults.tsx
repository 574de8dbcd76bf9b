import type { SearchResults, SearchTab } from '@kid/shared/market/search'
import { CollectionCard } from '../market/CollectionCard.tsx'
import { EmptyState } from '../market/EmptyState.tsx'
import { ItemGrid } from '../market/ItemGrid.tsx'
import type { PagedList } from '../market/usePagedList.ts'
import { noResults } from './noResults.tsx'
import { PersonCard } from './PersonCard.tsx'
import { ResultList } from './ResultList.tsx'
import { COLLECTION_GRID, PEOPLE_GRID } from './resultGrids.ts'
import { useSearchTab } from './useSearchTab.ts'

type Props = { term: string; first: SearchResults | null }

const isEmpty = <T,>(list: PagedList<T>) => !list.loading && !list.failed && list.items.length === 0

function NftResults({ term, first }: Props) {
  const list = useSearchTab(term, 'nfts', first)
  return <ItemGrid list={list} label="NFTs" empty={noResults(term, 'NFTs')} />
}

function CollectionResults({ term, first }: Props) {
  const list = useSearchTab(term, 'collections', first)
  if (isEmpty(list)) return <EmptyState {...noResults(term, 'collections')} />
  return (
    <ResultList
      list={list}
      label="Collections"
      grid={COLLECTION_GRID}
      keyOf={(c) => c.id}
      render={(c) => <CollectionCard collection={c} />}
      placeholder="h-56"
    />
  )
}

function PeopleResults({ term, first }: Props) {
  const list = useSearchTab(term, 'people', first)
  if (isEmpty(list)) return <EmptyState {...noResults(term, 'members or creators')} />
  return (
    <ResultList
      list={list}
      label="People"
      grid={PEOPLE_GRID}
      keyOf={(p) => p.userId ?? p.address ?? ''}
      render={(p) => <PersonCard person={p} />}
      placeholder="h-18"
    />
  )
}

/** One tab of the search page: its list, paged as the page scrolls. */
export function TabResults({ tab, ...props }: Props & { tab: Exclude<SearchTab, 'all'> }) {
  if (tab === 'nfts') return <NftResults {...props} />
  if (tab === 'collections') return <CollectionResults {...props} />
  return <PeopleResults {...props} />
}
