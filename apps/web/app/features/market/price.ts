import { capEthDisplay, formatUnits, parseUnits } from '@kid/shared/format/units'

const ETH_DECIMALS = 18
const DECIMAL = /^\d+(\.\d+)?$/

/** Parses a wei amount from the wire (a decimal string); undefined for anything else. */
export function toWei(value: string | null | undefined): bigint | undefined {
  return value && /^\d+$/.test(value) ? BigInt(value) : undefined
}

/**
 * '1.2346 ETH': rounded at the spec's 4 decimals, held at the 1e8 ETH display cap. WETH is ETH
 * one-for-one and shows the same way under its own symbol ('0.25 WETH').
 */
export function formatEth(wei: bigint, symbol: 'ETH' | 'WETH' = 'ETH'): string {
  return `${formatUnits(capEthDisplay(wei), ETH_DECIMALS)} ${symbol}`
}

/**
 * The USD value of a wei amount at `ethUsd` dollars per ETH (a decimal string from
 * open/ethprice), in whole cents rounded half up, computed in bigint so no float ever
 * touches the amount. Undefined when there is no price: the page then shows ETH only.
 */
export function formatUsd(wei: bigint, ethUsd: string | undefined): string | undefined {
  if (!ethUsd || !DECIMAL.test(ethUsd)) return undefined
  const places = ethUsd.split('.')[1]?.length ?? 0
  const price = parseUnits(ethUsd, places)
  const divisor = 10n ** BigInt(ETH_DECIMALS + places - 2)
  const cents = (wei * price + divisor / 2n) / divisor
  const dollars = new Intl.NumberFormat('en-US').format(cents / 100n)
  return `$${dollars}.${(cents % 100n).toString().padStart(2, '0')}`
}

/** A price typed in ETH ('0.05') as wei, or undefined when it is not a valid amount. */
export function parseEth(text: string): bigint | undefined {
  try {
    const wei = parseUnits(text, ETH_DECIMALS)
    return wei >= 0n ? wei : undefined
  } catch {
    return undefined
  }
}
