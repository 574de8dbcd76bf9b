import type { SearchResults } from '@kid/shared/market/search'
import type { CollectionView, ItemView } from '@kid/shared/market/views'
import { describe, expect, it } from 'vitest'
import { recentGroups, seeAllOption, suggestionGroups } from './suggestions.ts'

const page = <T>(list: T[]) => ({ list, page: 1, size: 3, hasMore: false })
const results: SearchResults = {
  keyword: 'aurora',
  counts: { nfts: 1, collections: 1, people: 2 },
  nfts: page([{ id: 7, name: 'Aurora' } as ItemView]),
  collections: page([{ id: 3, standard: 1155, name: 'Aurora Skies' } as CollectionView]),
  people: page([
    { userId: 5, address: null, username: 'aurora', avatar: null, kidName: null, items: 0 },
    { userId: null, address: `0x${'e7'.repeat(20)}`, username: null, avatar: null, kidName: null, items: 2 },
  ]),
}

describe('the search dialog’s suggestions', () => {
  it('lists each kind found, linking to its page', () => {
    expect(suggestionGroups(results).map((g) => [g.label, g.options.map((o) => o.href)])).toEqual([
      ['NFTs', ['/nftdetails?id=7']],
      ['Collections', ['/personal/collection/1155/3']],
      [
        'People',
        ['/personal/marketplace/created/5', `/personal/creator?address=0x${'e7'.repeat(20)}&type=1`],
      ],
    ])
  })

  it('lists nothing when nothing is found or the call failed; all results are a page away', () => {
    expect(suggestionGroups({ ...results, nfts: page([]), collections: page([]), people: page([]) })).toEqual(
      [],
    )
    expect(suggestionGroups(null)).toEqual([])
    expect(seeAllOption('zzz').href).toBe('/search/zzz')
  })

  it('lists the recent searches before anything is typed', () => {
    expect(recentGroups([])).toEqual([])
    expect(recentGroups(['tide', 'aurora'])[0]?.options.map((o) => o.href)).toEqual([
      '/search/tide',
      '/search/aurora',
    ])
  })
})
