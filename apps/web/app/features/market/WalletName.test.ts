import { describe, expect, it } from 'vitest'
import { walletLabel } from './WalletName.tsx'

const ALICE = '0x6a89191da0e760d18655c54eeb6da631290bdfa2'
const BOB = '0x20332d4c5a0d5bc7b2b0e1d1e0fc0a2d4a2d91f9'
const members = [{ address: ALICE, userId: 7, username: 'alice' }]

describe('walletLabel', () => {
  it('calls the viewer’s own wallet You, whatever the case of its letters', () => {
    expect(walletLabel(ALICE.toUpperCase().replace('0X', '0x'), ALICE, members)).toBe('You')
  })

  it('names a wallet the page knows a member for, and shortens any other', () => {
    expect(walletLabel(ALICE, BOB, members)).toBe('alice')
    expect(walletLabel(BOB, undefined, members)).toBe('0x20332d...91f9')
  })

  it('shortens a member’s wallet when they have no name', () => {
    expect(walletLabel(ALICE, undefined, [{ address: ALICE, userId: 7, username: null }])).toBe(
      '0x6a8919...dfa2',
    )
  })
})
