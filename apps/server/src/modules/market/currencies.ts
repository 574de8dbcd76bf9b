import { zeroAddress } from 'viem'

export type CurrencyInfo = { currency: string; symbol: string; decimals: number }
/** How amounts in each payment token are shown: a lower-cased address → its symbol and decimals. */
export type Currencies = (currency: string) => CurrencyInfo

/**
 * The payment tokens the Exchange accepts on this deployment: the native coin, WETH and the
 * stablecoin (6 decimals). Any other address is shown by its address with 18 decimals.
 */
export function currenciesOf(tokens: { weth: string; usdt: string } | undefined): Currencies {
  const known = new Map<string, Omit<CurrencyInfo, 'currency'>>([
    [zeroAddress, { symbol: 'ETH', decimals: 18 }],
  ])
  if (tokens) {
    known.set(tokens.weth.toLowerCase(), { symbol: 'WETH', decimals: 18 })
    known.set(tokens.usdt.toLowerCase(), { symbol: 'USDT', decimals: 6 })
  }
  return (currency) => {
    const key = currency.toLowerCase()
    return { currency: key, ...(known.get(key) ?? { symbol: key, decimals: 18 }) }
  }
}
