import { describe, expect, it } from 'vitest'
import { countLabel, searchHref, searchSubmission, searchTabOf, searchTermOf } from './searchPages.ts'

describe('search pages', () => {
  it('picks the tab from the subQuery, All without one, none for an unknown one', () => {
    expect(searchTabOf(undefined)).toBe('all')
    expect(searchTabOf('nfts')).toBe('nfts')
    expect(searchTabOf('People')).toBe('people')
    expect(searchTabOf('posts')).toBeUndefined()
  })

  it('cleans the term by the spec rule, in lowercase, at most 64 characters', () => {
    expect(searchTermOf(' Cool Cats! ')).toBe('coolcats')
    expect(searchTermOf('%_%')).toBe('_')
    expect(searchTermOf('<>')).toBeUndefined()
    expect(searchTermOf('x'.repeat(80))).toHaveLength(64)
  })

  it('builds the page address of a term and tab', () => {
    expect(searchHref('aurora')).toBe('/search/aurora')
    expect(searchHref('aurora', 'all')).toBe('/search/aurora')
    expect(searchHref('aurora', 'collections')).toBe('/search/aurora/collections')
  })

  it('shows a count past the cap as 1,000+', () => {
    expect([countLabel(0), countLabel(1000), countLabel(1001)]).toEqual(['0', '1,000', '1,000+'])
  })

  it('says where a search box goes and which term it searches', () => {
    expect(searchSubmission(' Cool Cats ')).toEqual({ to: '/search/coolcats', term: 'coolcats' })
    expect(searchSubmission('!?')).toBeUndefined()
  })
})
