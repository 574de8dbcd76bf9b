import { parseUnits } from 'viem'
import type { Random } from '../art/random.ts'

/**
 * A listing price between `range` (decimal strings in the token's units), in its smallest unit:
 * most pieces near the low end and a few dear ones, as on a real market (the draw is squared).
 */
export function priceOf(random: Random, range: readonly [string, string], decimals: number): bigint {
  const [least, most] = range.map((value) => parseUnits(value, decimals)) as [bigint, bigint]
  const share = BigInt(Math.floor(random.next() ** 2 * 1_000_000))
  return twoDigits(least + ((most - least) * share) / 1_000_000n)
}

/** `price` times `percent` / 100 (offers, bids, resales). */
export const percentOf = (price: bigint, percent: number): bigint =>
  twoDigits((price * BigInt(percent)) / 100n)

/** The least amount of two significant digits not below `amount`: a bid that clears a minimum. */
export function roundedUp(amount: bigint): bigint {
  const unit = unitOf(amount)
  return ((amount + unit - 1n) / unit) * unit
}

/** Rounded down to two significant digits, as people price: 0.0874 → 0.087. */
function twoDigits(amount: bigint): bigint {
  const unit = unitOf(amount)
  return (amount / unit) * unit
}

/** The place of an amount's second significant digit. */
function unitOf(amount: bigint): bigint {
  let unit = 1n
  while (amount / unit >= 100n) unit *= 10n
  return unit
}
