import { SEARCH_SIZE_DEFAULT } from '@kid/shared/market/search-values'
import { Search } from 'lucide-react'
import { data, redirect } from 'react-router'
import { catalog } from '../../features/market/api/catalog.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { EXPLORE_MARKETPLACE } from '../../features/market/emptyActions.ts'
import { AllResults } from '../../features/search/AllResults.tsx'
import { SearchBox } from '../../features/search/SearchBox.tsx'
import { SearchTabs } from '../../features/search/SearchTabs.tsx'
import { ALL_TAB_SIZE, searchHref, searchTabOf, searchTermOf } from '../../features/search/searchPages.ts'
import { TabResults } from '../../features/search/TabResults.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Container } from '../../ui/Container.tsx'
import type { Route } from './+types/search'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData?.term ? `${loaderData.term} – Search | KID` : 'Search | KID',
    description: 'Search KID for NFTs, collections, creators and members by name, or for a wallet address.',
  })

/**
 * /search and /search/{query}/{subQuery?} (subQuery: the tab). The term is cleaned by the spec's
 * rule; an address that differs from the cleaned one is sent to it, so each search has one page.
 * The first results come with the HTML; a failed call leaves the page to say so.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const tab = searchTabOf(params.subQuery)
  if (!tab) throw data(null, { status: 404 })
  if (params.query === undefined) return { term: null, tab, results: null }
  const term = searchTermOf(params.query)
  if (!term) throw redirect('/search')
  const href = searchHref(term, tab)
  const asked = [params.query, params.subQuery].filter((part) => part !== undefined).join('/')
  if (`/search/${asked}` !== href) throw redirect(href)
  const results = await catalog(serverReader(context))
    .search({ keyword: term, tab, page: 1, size: tab === 'all' ? ALL_TAB_SIZE : SEARCH_SIZE_DEFAULT })
    .catch(() => null)
  return { term, tab, results }
}

/** The search page: its own box, the tabs with their counts, and the results of the tab. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { term, tab, results } = loaderData
  return (
    <Container className="space-y-6 py-8 desk:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-fg desk:text-4xl">
        {term ? (
          <>
            Results for <span className="break-all text-brand-700">“{term}”</span>
          </>
        ) : (
          'Search'
        )}
      </h1>
      <SearchBox term={term} />
      {term === null ? (
        <EmptyState
          icon={<Search className="size-10" aria-hidden="true" />}
          title="Search KID"
          text="Type the name of an NFT, a collection or a member, or paste a wallet address (0x…) to find its creator and what they made."
          actions={[EXPLORE_MARKETPLACE]}
        />
      ) : (
        <>
          <SearchTabs term={term} current={tab} counts={results?.counts ?? null} />
          {results === null ? (
            <p role="alert" className="text-sm text-danger-600">
              The search could not be run just now. <a href={searchHref(term, tab)}>Try again</a>
            </p>
          ) : tab === 'all' ? (
            <AllResults term={term} results={results} />
          ) : (
            <TabResults key={`${term}/${tab}`} tab={tab} term={term} first={results} />
          )}
        </>
      )}
    </Container>
  )
}
