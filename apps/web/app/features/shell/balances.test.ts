import { describe, expect, it } from 'vitest'
import { readBalances } from './balances.ts'

describe('readBalances', () => {
  it('reads the spending balances by type or title, as text', () => {
    expect(
      readBalances([
        { brickstype: 2, title: 'FAT', amount: '12.5' },
        { brickstype: 4, amount: 3 },
        { brickstype: 1, title: 'CBK', amount: '7' },
      ]),
    ).toEqual({ FAT: '12.5', USDT: '3', CBK: '7' })
    expect(readBalances({ list: [{ brickstype: 3, amount: '0' }] })).toEqual({ FAH: '0' })
  })

  it('shows integer amounts with their decimals, and never takes a brick for a balance of the same type', () => {
    expect(
      readBalances([
        { brickstype: 2, code: 'fat', title: 'FAT', amount: '1500000000000000000', decimals: 18 },
        { brickstype: 4, code: 'usdt', title: 'USDT', amount: '2500000', decimals: 6 },
        { brickstype: 2, code: 'gbk', title: 'KF3', amount: '9', decimals: 0 },
        { brickstype: 1, code: 'cbk', title: 'CBK', amount: '50', decimals: 0 },
      ]),
    ).toEqual({ FAT: '1.5', USDT: '2.5', CBK: '50' })
  })

  it('gives nothing for an unknown answer', () => {
    expect(readBalances(null)).toEqual({})
    expect(readBalances({ x: 1 })).toEqual({})
  })
})
