import { describe, expect, it } from 'vitest'
import { checkRecipient, RECIPIENT_PROBLEMS, unfinished } from './recipient.ts'

// EIP-55's own test vector, and the same address in one case.
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const OWN = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

describe('checkRecipient', () => {
  it('accepts a checksummed address and one written in a single case, answering the checksummed form', () => {
    expect(checkRecipient(CHECKSUMMED, OWN)).toEqual({ address: CHECKSUMMED })
    expect(checkRecipient(CHECKSUMMED.toLowerCase(), OWN)).toEqual({ address: CHECKSUMMED })
    expect(checkRecipient(`0x${CHECKSUMMED.slice(2).toUpperCase()}`, OWN)).toEqual({ address: CHECKSUMMED })
  })

  it('refuses a mixed-case address whose capitals break the checksum', () => {
    const typo = CHECKSUMMED.replace('aAeb', 'aaEb')
    expect(checkRecipient(typo, OWN)).toEqual({ problem: RECIPIENT_PROBLEMS.checksum })
  })

  it('refuses what is not 0x and 40 hex digits', () => {
    for (const text of [
      '',
      'abc',
      CHECKSUMMED.slice(2),
      `${CHECKSUMMED}0`,
      CHECKSUMMED.slice(0, 41),
      '0X5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      `0x${'g'.repeat(40)}`,
    ])
      expect(checkRecipient(text, OWN)).toEqual({ problem: RECIPIENT_PROBLEMS.form })
  })

  it('refuses the zero address and the sending wallet itself, in any case', () => {
    expect(checkRecipient(`0x${'0'.repeat(40)}`, OWN)).toEqual({ problem: RECIPIENT_PROBLEMS.zero })
    expect(checkRecipient(OWN.toLowerCase(), OWN)).toEqual({ problem: RECIPIENT_PROBLEMS.own })
    expect(checkRecipient(OWN, OWN.toLowerCase())).toEqual({ problem: RECIPIENT_PROBLEMS.own })
  })
})

describe('unfinished', () => {
  it('lets the start of an address wait, and not a character no address has', () => {
    for (const text of ['', '0', '0x', '0x5aAe', CHECKSUMMED.slice(0, 41)])
      expect(unfinished(text)).toBe(true)
    for (const text of ['x', '0x5z', '1x', CHECKSUMMED, `${CHECKSUMMED}1`])
      expect(unfinished(text)).toBe(false)
  })
})
