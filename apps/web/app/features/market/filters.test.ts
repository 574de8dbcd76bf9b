import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS, filtersFromSearch, listQueryOf, marketTypeOf, searchOfFilters } from './filters.ts'

const read = (query: string) => filtersFromSearch(new URLSearchParams(query))

describe('marketplace filters in the URL', () => {
  it('reads a shared link back into the same view', () => {
    const filters = {
      category: 7,
      q: 'ape',
      min: '0.5',
      max: '2',
      status: 'auction',
      sort: 'price_asc',
    } as const
    const query = searchOfFilters(filters).toString()
    expect(query).toBe('category=7&q=ape&min=0.5&max=2&status=auction&sort=price_asc')
    expect(read(query)).toEqual(filters)
  })

  it('leaves the defaults out of the link', () => {
    expect(searchOfFilters(DEFAULT_FILTERS).toString()).toBe('')
    expect(read('')).toEqual({
      ...DEFAULT_FILTERS,
      category: undefined,
      q: undefined,
      min: undefined,
      max: undefined,
    })
  })

  it('cleans the search term by the shared rule and drops an empty one', () => {
    expect(read('q=%3Cb%3Ecool+cats!').q).toBe('bcoolcats')
    expect(read('q=%20%21%20').q).toBeUndefined()
  })

  it('ignores unknown statuses, sorts and prices that are not amounts', () => {
    const filters = read('status=free&sort=random&min=abc&max=-1&category=art')
    expect(filters).toMatchObject({
      status: 'all',
      sort: 'newest',
      min: undefined,
      max: undefined,
      category: undefined,
    })
  })

  it('knows the type tabs and refuses others', () => {
    expect(marketTypeOf(undefined)).toBe('all')
    expect(marketTypeOf('video')).toBe('video')
    expect(marketTypeOf('music')).toBeUndefined()
  })

  it('sends prices to the server in wei', () => {
    const query = listQueryOf('1155', { ...DEFAULT_FILTERS, min: '0.05', q: 'x' }, 2, 20)
    expect(query).toMatchObject({
      type: '1155',
      minPrice: 50_000_000_000_000_000n,
      maxPrice: undefined,
      search: 'x',
    })
    expect(query).toMatchObject({ status: 'all', sort: 'newest', page: 2, size: 20 })
  })
})
