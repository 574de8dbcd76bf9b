import type { EthPrice } from '@kid/shared/market/creators'
import { fetchEthUsd, type PriceProviderName } from './providers.ts'

const REFRESH_MS = 60_000
export const PRICE_UNAVAILABLE = 'The USD price is unavailable right now.'

type Options = {
  provider: PriceProviderName | 'none'
  url?: string | undefined
  log?: (message: string) => void
  now?: () => number
}

export type EthPriceSource = () => Promise<EthPrice | undefined>

/**
 * The ETH/USD rate of open/ethprice (and of the .kid prices in USD; app.ts makes one for both): the provider is asked at most once a minute whatever the
 * traffic (one request in flight at a time), and the last good answer is kept with its time, so
 * a provider's hiccup shows the last known rate rather than nothing. Undefined = never had one.
 */
export function ethPriceSource({ provider, url, log, now = Date.now }: Options): EthPriceSource {
  let last: EthPrice | undefined
  let askedAt = Number.NEGATIVE_INFINITY
  let inFlight: Promise<void> | undefined
  const refresh = async (name: PriceProviderName) => {
    try {
      last = { usd: await fetchEthUsd(name, url), at: new Date(now()).toISOString(), source: name }
    } catch (error) {
      log?.(`ETH price: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return async () => {
    if (provider === 'none') return undefined
    if (!inFlight && now() - askedAt >= REFRESH_MS) {
      askedAt = now()
      inFlight = refresh(provider).finally(() => {
        inFlight = undefined
      })
    }
    await inFlight
    return last
  }
}
