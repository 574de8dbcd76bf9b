import { describe, expect, it } from 'vitest'
import {
  cleanKidSearchTerm,
  cleanSearchTerm,
  KID_SEARCH_TOO_LONG,
  kidSearchTermSchema,
  searchTermSchema,
} from './search.ts'

describe('cleanSearchTerm', () => {
  it('strips everything but letters, digits, underscore and hyphen', () => {
    expect(cleanSearchTerm('  alice.kid! ')).toBe('alicekid')
    expect(cleanSearchTerm('my-name_01')).toBe('my-name_01')
    expect(cleanSearchTerm('<script>x</script>')).toBe('scriptxscript')
    expect(cleanSearchTerm('名字abc')).toBe('abc')
  })
  it('turns an empty term into undefined', () => {
    expect(cleanSearchTerm('')).toBeUndefined()
    expect(cleanSearchTerm('   ')).toBeUndefined()
    expect(cleanSearchTerm('.!?')).toBeUndefined()
  })
  it('leaves the general search unlimited', () => {
    expect(searchTermSchema.parse('x'.repeat(500))).toHaveLength(500)
  })
})

describe('kid search', () => {
  const address = `0x${'a'.repeat(40)}`
  it('fits a whole wallet address (42) and cuts the 43rd character', () => {
    expect(cleanKidSearchTerm(address)).toBe(address)
    expect(cleanKidSearchTerm(`${address}b`)).toBe(address)
  })
  it('refuses 43 characters on the server', () => {
    expect(kidSearchTermSchema.parse(address)).toBe(address)
    expect(kidSearchTermSchema.parse('..')).toBeUndefined()
    const tooLong = kidSearchTermSchema.safeParse(`${address}b`)
    expect(tooLong.error?.issues[0]?.message).toBe(KID_SEARCH_TOO_LONG)
  })
})
