import type { ChainConfig } from '@kid/shared/chain-config'
import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { currenciesOf, currencyOf } from './currencies.ts'
import { holds } from './ownership.ts'

const config = {
  contracts: { WETH: `0x${'e2'.repeat(20)}`, USDT: `0x${'e3'.repeat(20)}` } as ChainConfig['contracts'],
}

describe('currencies', () => {
  it('offers ETH for a fixed price but only ERC-20 for auctions and offers', () => {
    expect(currenciesOf(config, false).map((c) => c.symbol)).toEqual(['ETH', 'WETH', 'USDT'])
    expect(currenciesOf(config, true).map((c) => c.symbol)).toEqual(['WETH', 'USDT'])
  })

  it('knows a listing currency by address, whatever the case, with its decimals', () => {
    expect(currencyOf(config, `0x${'E3'.repeat(20)}`)).toMatchObject({ symbol: 'USDT', decimals: 6 })
    expect(currencyOf(config, zeroAddress).symbol).toBe('ETH')
  })
})

describe('holds', () => {
  const me = `0x${'a1'.repeat(20)}`
  it('is the ERC-721 owner or an ERC-1155 holder with copies left', () => {
    expect(holds({ ownerAddress: me.toUpperCase().replace('0X', '0x'), owners: [] }, me)).toBe(true)
    expect(holds({ ownerAddress: null, owners: [{ address: me, amount: '2' }] }, me)).toBe(true)
    expect(holds({ ownerAddress: null, owners: [{ address: me, amount: '0' }] }, me)).toBe(false)
    expect(holds({ ownerAddress: `0x${'b1'.repeat(20)}`, owners: [] }, me)).toBe(false)
    expect(holds({ ownerAddress: me, owners: [] }, '')).toBe(false)
  })
})
