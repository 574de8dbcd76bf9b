import { type CurrencyCode, currencyOf } from '@kid/shared/ledger'
import { tokenDecimalsOnChain, USDT_ETH_DECIMALS } from '@kid/shared/tokens'

/** FAT and FAH take the spec's default of 18 decimals (000 §9). */
const CREDIT_DECIMALS = 18

/**
 * Digits after the point of a currency. USDT is the funding contract's stablecoin, so the ledger
 * counts it in that token's unit on the platform's chain (6 on Ethereum and the embedded chain, 18
 * on BSC and Polygon); bricks are whole points.
 */
export function currencyDecimals(code: CurrencyCode, chainId: number): number {
  if (code === 'usdt') return tokenDecimalsOnChain('USDT', chainId) ?? USDT_ETH_DECIMALS
  if (code === 'fat' || code === 'fah') return CREDIT_DECIMALS
  return 0
}

export function titleOf(code: CurrencyCode): string {
  return currencyOf(code)?.title ?? code.toUpperCase()
}
