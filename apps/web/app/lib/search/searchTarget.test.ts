import { describe, expect, it } from 'vitest'
import { searchTarget } from './searchTarget.ts'

describe('search terms', () => {
  it('keeps only letters, digits, underscore and hyphen', () => {
    expect(searchTarget('  My <Punks>! _x-1 ')).toBe('/search/mypunks_x-1')
  })

  it('does nothing for an empty term', () => {
    expect(searchTarget('   ')).toBeUndefined()
    expect(searchTarget('!!!')).toBeUndefined()
    expect(searchTarget('.kid')).toBeUndefined()
  })

  it('sends a name typed with .kid to its page from the general box', () => {
    expect(searchTarget(' Alice.KID ')).toBe('/kid/domain-manage/alice')
  })

  it('sends anything else to the search page in lowercase', () => {
    expect(searchTarget('Cool Cats')).toBe('/search/coolcats')
    expect(searchTarget('0xAbCdEF0123456789abcdef0123456789ABCDEF01')).toBe(
      '/search/0xabcdef0123456789abcdef0123456789abcdef01',
    )
  })

  it('in the kid box, sends any valid name to its page and the rest to the kid results', () => {
    expect(searchTarget('Bobby', 'kid')).toBe('/kid/domain-manage/bobby')
    expect(searchTarget('bob', 'kid')).toBe('/kid/search/bob')
    expect(searchTarget('0xAbCdEF0123456789abcdef0123456789ABCDEF01', 'kid')).toBe(
      '/kid/search/0xabcdef0123456789abcdef0123456789abcdef01',
    )
  })

  it('cuts kid searches at 42 characters; the general search has no limit', () => {
    const long = 'a'.repeat(60)
    expect(searchTarget(long, 'kid')).toBe(`/kid/search/${'a'.repeat(42)}`)
    expect(searchTarget(long)).toBe(`/search/${long}`)
  })
})
