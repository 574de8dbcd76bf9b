import { SEARCH_COUNT_CAP, type SearchQuery, type SearchResults } from '@kid/shared/market/search'
import type { MarketDeps, MarketReads } from '../deps.ts'
import { countCollections, searchCollections } from './collections.ts'
import { countItems, searchItems } from './items.ts'
import { countPeople, searchPeople } from './people.ts'

/**
 * GET open/search (ours): NFTs, collections and people for a cleaned, lower-cased term. `all`
 * reads the first `size` of each section; a tab reads its own page only. The counts beside the
 * tabs come with the first page, each stopping past SEARCH_COUNT_CAP.
 */
export async function search(
  reads: MarketReads & Pick<MarketDeps, 'currencies'>,
  q: SearchQuery,
): Promise<SearchResults> {
  const { db } = reads
  const term = q.keyword
  const page = q.tab === 'all' ? { page: 1, size: q.size } : { page: q.page, size: q.size }
  const wants = (tab: SearchQuery['tab']) => q.tab === 'all' || q.tab === tab
  const [nfts, collections, people, counts] = await Promise.all([
    wants('nfts') ? searchItems(db, term, page) : null,
    wants('collections') ? searchCollections(reads, term, page) : null,
    wants('people') ? searchPeople(reads, term, page) : null,
    page.page === 1 ? countAll(reads, term) : null,
  ])
  return { keyword: term, counts, nfts, collections, people }
}

async function countAll(reads: MarketReads, term: string): Promise<SearchResults['counts']> {
  const [nfts, collections, people] = await Promise.all([
    countItems(reads.db, term, SEARCH_COUNT_CAP),
    countCollections(reads.db, term, SEARCH_COUNT_CAP),
    countPeople(reads, term, SEARCH_COUNT_CAP),
  ])
  return { nfts, collections, people }
}
