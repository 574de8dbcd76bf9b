import type { ChainConfig } from '@kid/shared/chain-config'
import { ETH_CURRENCY } from '@kid/shared/market/currency'
import type { Address } from 'viem'

export type CurrencySymbol = 'ETH' | 'WETH' | 'USDT'
export type Currency = { symbol: CurrencySymbol; address: Address; decimals: number }

/**
 * The payment currencies of this deployment. Auctions and offers are escrowed or pulled as ERC-20,
 * so they take WETH or USDT only; fixed prices also take ETH.
 */
export function currenciesOf(config: Pick<ChainConfig, 'contracts'>, forBids: boolean): Currency[] {
  const tokens: Currency[] = [
    { symbol: 'WETH', address: config.contracts.WETH as Address, decimals: 18 },
    { symbol: 'USDT', address: config.contracts.USDT as Address, decimals: 6 },
  ]
  return forBids ? tokens : [{ symbol: 'ETH', address: ETH_CURRENCY, decimals: 18 }, ...tokens]
}

/** The currency of an address (a listing's or an offer's); ETH for the zero address. */
export function currencyOf(config: Pick<ChainConfig, 'contracts'>, address: string): Currency {
  const found = currenciesOf(config, false).find((c) => c.address.toLowerCase() === address.toLowerCase())
  return found ?? { symbol: 'ETH', address: ETH_CURRENCY, decimals: 18 }
}
