import type { SearchPerson, SearchResults } from '@kid/shared/market/search'
import type { CollectionView, ItemView } from '@kid/shared/market/views'
import { collectionHref, itemHref } from '../market/links.ts'
import { personHref } from './personView.ts'
import { searchHref } from './searchPages.ts'

/** One choice of the header dialog's list; `href` is where choosing it goes. */
export type Suggestion = { id: string; href: string } & (
  | { kind: 'recent'; term: string }
  | { kind: 'nft'; item: ItemView }
  | { kind: 'collection'; collection: CollectionView }
  | { kind: 'person'; person: SearchPerson }
  | { kind: 'all'; term: string }
)
export type SuggestionGroup = { label: string; options: Suggestion[] }

/** The dialog's list before anything is typed: the recent searches, newest first. */
export function recentGroups(recent: string[]): SuggestionGroup[] {
  const options = recent.map(
    (term): Suggestion => ({ id: `recent-${term}`, href: searchHref(term), kind: 'recent', term }),
  )
  return options.length ? [{ label: 'Recent searches', options }] : []
}

/** The NFTs, collections and people the search suggests for a term, each kind only when found. */
export function suggestionGroups(results: SearchResults | null): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [
    {
      label: 'NFTs',
      options: (results?.nfts?.list ?? []).map((item) => ({
        id: `nft-${item.id}`,
        href: itemHref(item.id),
        kind: 'nft',
        item,
      })),
    },
    {
      label: 'Collections',
      options: (results?.collections?.list ?? []).map((collection) => ({
        id: `collection-${collection.id}`,
        href: collectionHref(collection),
        kind: 'collection',
        collection,
      })),
    },
    {
      label: 'People',
      options: (results?.people?.list ?? []).map((person) => ({
        id: `person-${person.userId ?? person.address}`,
        href: personHref(person),
        kind: 'person',
        person,
      })),
    },
  ]
  return groups.filter((group) => group.options.length > 0)
}

/** "See all results": last under any suggestions, there even when none, so Enter and the arrows reach the page. */
export const seeAllOption = (term: string): Suggestion => ({
  id: 'all',
  href: searchHref(term),
  kind: 'all',
  term,
})
