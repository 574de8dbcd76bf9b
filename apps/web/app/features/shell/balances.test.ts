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

  it('gives nothing for an unknown answer', () => {
    expect(readBalances(null)).toEqual({})
    expect(readBalances({ x: 1 })).toEqual({})
  })
})
