import { describe, expect, it } from 'vitest'
import { isKidDomain, KNS_TEXT, kidName, kidSearchTarget, labelOf, labelProblem } from './names.ts'

describe('.kid name rules', () => {
  it('accepts 4 to 32 lowercase letters, digits, - and _ with letter or digit edges', () => {
    for (const ok of ['alice', 'abcd', 'a_b-c', 'x'.repeat(32), '2026', 'kid-fan_01']) {
      expect(labelProblem(ok), ok).toBeUndefined()
    }
  })

  it('names the first rule a label breaks', () => {
    expect(labelProblem('')).toBe(KNS_TEXT.empty)
    expect(labelProblem('abc')).toBe(KNS_TEXT.tooShort)
    expect(labelProblem('x'.repeat(33))).toBe(KNS_TEXT.tooLong)
    expect(labelProblem('Alice')).toBe(KNS_TEXT.characters)
    expect(labelProblem('al ice')).toBe(KNS_TEXT.characters)
    expect(labelProblem('alicé')).toBe(KNS_TEXT.characters)
    expect(labelProblem('ali.ce')).toBe(KNS_TEXT.characters)
    expect(labelProblem('-alice')).toBe(KNS_TEXT.edges)
    expect(labelProblem('alice_')).toBe(KNS_TEXT.edges)
  })

  it('reads a name as people write it', () => {
    expect(labelOf(' Alice.KID ')).toBe('alice')
    expect(labelOf('bob')).toBe('bob')
    expect(kidName('alice')).toBe('alice.kid')
  })
})

describe('the kid search box', () => {
  it('sends a valid name to domain management and anything else to the search page, lowercased', () => {
    expect(kidSearchTarget('alice')).toEqual({ to: 'manage', label: 'alice' })
    // A typed suffix is dropped; any other dot is stripped like every character outside the alphabet.
    expect(kidSearchTarget('Alice.KID ')).toEqual({ to: 'manage', label: 'alice' })
    expect(kidSearchTarget('ali.ce')).toEqual({ to: 'manage', label: 'alice' })
    expect(kidSearchTarget('Alice')).toEqual({ to: 'manage', label: 'alice' })
    expect(kidSearchTarget('ab')).toEqual({ to: 'search', term: 'ab' })
    expect(kidSearchTarget(' <b>B</b> ')).toEqual({ to: 'search', term: 'bbb' })
  })

  it('does nothing for an empty term and cuts at 42 characters, so an address is never a name', () => {
    expect(kidSearchTarget('  !!  ')).toBeUndefined()
    const address = `0x${'ab'.repeat(20)}`
    expect(kidSearchTarget(`${address}extra`)).toEqual({ to: 'search', term: address })
    expect(isKidDomain(address)).toBe(false)
  })

  it('in the general box, sends only a term typed as a name to its page, and has no length limit', () => {
    expect(kidSearchTarget('Alice', 'general')).toEqual({ to: 'search', term: 'alice' })
    expect(kidSearchTarget(' Alice.KID ', 'general')).toEqual({ to: 'manage', label: 'alice' })
    expect(kidSearchTarget('ab.kid', 'general')).toEqual({ to: 'search', term: 'ab' })
    expect(kidSearchTarget('.kid', 'general')).toBeUndefined()
    expect(kidSearchTarget('a'.repeat(60), 'general')).toEqual({ to: 'search', term: 'a'.repeat(60) })
  })
})
