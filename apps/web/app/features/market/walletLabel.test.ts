import { describe, expect, it } from 'vitest'
import { creatorLabel } from './creatorLabel.ts'
import { kidNameFor, walletLabel, walletPicture } from './walletLabel.ts'

const ALICE = '0x6a89191da0e760d18655c54eeb6da631290bdfa2'
const BOB = '0x20332d4c5a0d5bc7b2b0e1d1e0fc0a2d4a2d91f9'
const MIXED_CASE = ALICE.toUpperCase().replace('0X', '0x')
const aliceKid = { address: ALICE, name: 'alice_art.kid', avatar: 'https://pics.example/alice.png' }

describe('walletLabel', () => {
  it('calls the viewer’s own wallet You, whatever the case of its letters, before any name', () => {
    expect(walletLabel(MIXED_CASE, ALICE, { kidName: 'alice_art.kid', username: 'alice' })).toBe('You')
  })

  it('names a wallet by its .kid name first, then the member’s username, then the short address', () => {
    expect(walletLabel(ALICE, BOB, { kidName: 'alice_art.kid', username: 'alice' })).toBe('alice_art.kid')
    expect(walletLabel(ALICE, BOB, { kidName: null, username: 'alice' })).toBe('alice')
    expect(walletLabel(BOB, undefined)).toBe('0x20332d...91f9')
  })

  it('shortens a member’s wallet when they have neither a .kid name nor a username', () => {
    expect(walletLabel(ALICE, undefined, { kidName: undefined, username: null })).toBe('0x6a8919...dfa2')
  })

  it('names creators the same way, without You', () => {
    expect(creatorLabel({ address: ALICE, username: 'alice', kidName: aliceKid })).toBe('alice_art.kid')
    expect(creatorLabel({ address: ALICE, username: 'alice', kidName: null })).toBe('alice')
    expect(creatorLabel({ address: BOB, username: null, kidName: null })).toBe('0x20332d...91f9')
  })
})

describe('kidNameFor', () => {
  it('finds a wallet’s name among an answer’s names whatever the case of its letters', () => {
    expect(kidNameFor(MIXED_CASE, [aliceKid])).toBe(aliceKid)
    expect(kidNameFor(BOB, [aliceKid])).toBeUndefined()
    expect(kidNameFor(BOB)).toBeUndefined()
  })
})

describe('the .kid avatar as a fallback picture', () => {
  it('shows the member’s own picture first, else the name’s avatar record, else none', () => {
    expect(walletPicture('/uploads/me.png', aliceKid)).toBe('/uploads/me.png')
    expect(walletPicture(null, aliceKid)).toBe('https://pics.example/alice.png')
    expect(walletPicture('', aliceKid)).toBe('https://pics.example/alice.png')
    expect(walletPicture(null, null)).toBeNull()
    expect(walletPicture(null, { avatar: null })).toBeNull()
  })
})
