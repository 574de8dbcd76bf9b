import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { randomOf } from '../art/random.ts'
import { percentOf, priceOf, roundedUp } from './prices.ts'

describe('demo prices', () => {
  it('draws prices within the range, in the token’s smallest unit, with two significant digits', () => {
    const random = randomOf('prices')
    const prices = Array.from({ length: 200 }, () => priceOf(random, ['0.04', '0.45'], 18))
    expect(prices.every((p) => p >= parseEther('0.04') && p <= parseEther('0.45'))).toBe(true)
    expect(prices.every((p) => p % 10n ** 15n === 0n)).toBe(true)
    // Most pieces sit in the cheaper half, as on a market.
    expect(prices.filter((p) => p < parseEther('0.245')).length).toBeGreaterThan(120)
    expect(priceOf(randomOf('usdt'), ['4', '60'], 6) % 10_000n).toBe(0n)
  })

  it('takes a share of a price, rounded down to two digits', () => {
    expect(percentOf(parseEther('0.087'), 150)).toBe(parseEther('0.13'))
    expect(percentOf(parseUnits('12', 6), 90)).toBe(parseUnits('10', 6))
    expect(roundedUp(parseEther('0.5145'))).toBe(parseEther('0.52'))
    expect(roundedUp(parseEther('0.52'))).toBe(parseEther('0.52'))
  })
})
