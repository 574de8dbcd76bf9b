import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Currency } from './currencies.ts'
import { funding } from './funding.ts'

const WETH: Currency = { symbol: 'WETH', address: `0x${'e2'.repeat(20)}`, decimals: 18 }
const USDT: Currency = { symbol: 'USDT', address: `0x${'e3'.repeat(20)}`, decimals: 6 }
const ETH: Currency = { symbol: 'ETH', address: zeroAddress, decimals: 18 }
const wallet = (ETH: bigint, WETH: bigint, USDT = 0n) => ({ ETH, WETH, USDT })

describe('funding an offer or a bid', () => {
  it('needs nothing more when the wallet holds the amount in the currency', () => {
    expect(funding(wallet(0n, 5n), WETH, 5n)).toEqual({ kind: 'enough' })
    expect(funding(wallet(0n, 0n, 7n), USDT, 7n)).toEqual({ kind: 'enough' })
  })

  it('wraps exactly the missing WETH when the ETH covers it', () => {
    expect(funding(wallet(10n, 3n), WETH, 5n)).toEqual({ kind: 'wrap', wrap: 2n })
    expect(funding(wallet(2n, 0n), WETH, 2n)).toEqual({ kind: 'wrap', wrap: 2n })
  })

  it('says what is missing when even the ETH falls short, and never wraps for the stablecoin', () => {
    expect(funding(wallet(1n, 3n), WETH, 5n)).toEqual({ kind: 'short', missing: 1n })
    expect(funding(wallet(10n ** 18n, 10n ** 18n, 4n), USDT, 10n)).toEqual({ kind: 'short', missing: 6n })
    expect(funding(wallet(1n, 0n), ETH, 2n)).toEqual({ kind: 'short', missing: 1n })
  })
})
