import type { SearchPerson } from '@kid/shared/market/search'
import { describe, expect, it } from 'vitest'
import { personName } from './personView.ts'

const WALLET = `0x${'e7'.repeat(20)}`
const person = (p: Partial<SearchPerson>): SearchPerson => ({
  userId: 5,
  address: WALLET,
  username: 'aurora',
  avatar: null,
  kidName: null,
  items: 0,
  ...p,
})

describe('personName', () => {
  it('names a found person as every wallet is named: .kid name, username, short address', () => {
    const kidName = { address: WALLET, name: 'aurora_art.kid', avatar: null }
    expect(personName(person({ kidName }))).toBe('aurora_art.kid')
    expect(personName(person({}))).toBe('aurora')
    expect(personName(person({ username: null }))).toBe('0xe7e7e7...e7e7')
  })

  it('names a member without a wallet by their username, or as a member', () => {
    expect(personName(person({ address: null }))).toBe('aurora')
    expect(personName(person({ address: null, username: null }))).toBe('Member')
  })
})
