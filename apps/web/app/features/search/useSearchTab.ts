import type { SearchResults } from '@kid/shared/market/search'
import { SEARCH_SIZE_DEFAULT, type SearchTab } from '@kid/shared/market/search-values'
import { useCallback } from 'react'
import { catalog } from '../market/api/catalog.ts'
import { browserReader } from '../market/api/reader.ts'
import { type PagedList, usePagedList } from '../market/usePagedList.ts'

type Section = Exclude<SearchTab, 'all'>
type Row<S extends Section> = NonNullable<SearchResults[S]>['list'][number]

/** One tab's results: the first page from the loader, the next ones from the browser as the page scrolls. */
export function useSearchTab<S extends Section>(
  term: string,
  tab: S,
  first: SearchResults | null,
): PagedList<Row<S>> {
  const fetchPage = useCallback(
    async (page: number) => {
      const answer = await catalog(browserReader).search({
        keyword: term,
        tab,
        page,
        size: SEARCH_SIZE_DEFAULT,
      })
      const found = answer[tab]
      if (!found) throw new Error(`open/search answered no ${tab}`)
      return found as NonNullable<SearchResults[S]>
    },
    [term, tab],
  )
  return usePagedList<Row<S>>(first?.[tab] ?? null, fetchPage)
}
