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

  it('sends a .kid name to domain management', () => {
    expect(searchTarget(' Alice.KID ', { domainManage: true })).toBe('/kid/domain-manage/alice')
  })

  it('searches for the name while the .kid pages are not live', () => {
    expect(searchTarget(' Alice.KID ')).toBe('/search/alice')
  })

  it('sends anything else to the search page in lowercase', () => {
    expect(searchTarget('Cool Cats')).toBe('/search/coolcats')
    expect(searchTarget('0xAbCdEF0123456789abcdef0123456789ABCDEF01')).toBe(
      '/search/0xabcdef0123456789abcdef0123456789abcdef01',
    )
  })

  it('uses the kid results page for the kid box', () => {
    expect(searchTarget('Bob', { searchPath: '/kid/search' })).toBe('/kid/search/bob')
    expect(searchTarget('bob.kid', { searchPath: '/kid/search', domainManage: true })).toBe(
      '/kid/domain-manage/bob',
    )
  })

  it('cuts kid searches at 42 characters', () => {
    const long = 'a'.repeat(60)
    expect(searchTarget(long)).toBe(`/search/${'a'.repeat(42)}`)
    expect(searchTarget(`${long}.kid`, { domainManage: true })).toBe(`/kid/domain-manage/${'a'.repeat(42)}`)
  })
})
