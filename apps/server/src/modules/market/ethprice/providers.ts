/** The market-data providers open/ethprice can read, by ETH_PRICE_PROVIDER. */
export type PriceProviderName = 'coingecko' | 'coinbase'

type Provider = { url: string; parse: (body: string) => string | undefined }

/**
 * The USD figure as the provider wrote it. CoinGecko answers a JSON number, so the digits are taken
 * from the text itself: a JSON.parse would round-trip them through a float.
 */
const PROVIDERS: Record<PriceProviderName, Provider> = {
  coingecko: {
    url: 'https://api.coingecko.com/api/v3/simple/price?ids=ethereum&vs_currencies=usd',
    parse: (body) => /"ethereum"\s*:\s*\{[^}]*"usd"\s*:\s*"?([0-9.]+)"?/.exec(body)?.[1],
  },
  coinbase: {
    url: 'https://api.coinbase.com/v2/prices/ETH-USD/spot',
    parse: (body) => /"amount"\s*:\s*"([0-9.]+)"/.exec(body)?.[1],
  },
}

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/
const TIMEOUT_MS = 3000

export class PriceUnavailableError extends Error {
  override name = 'PriceUnavailableError'
}

/** One read of the provider (3 s at most): the USD price as a decimal string, or a PriceUnavailableError. */
export async function fetchEthUsd(name: PriceProviderName, url?: string): Promise<string> {
  const provider = PROVIDERS[name]
  const response = await fetch(url ?? provider.url, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { accept: 'application/json' },
  }).catch((error: unknown) => {
    throw new PriceUnavailableError(`${name} unreachable: ${String(error)}`)
  })
  if (!response.ok) throw new PriceUnavailableError(`${name} answered HTTP ${response.status}`)
  const usd = provider.parse(await response.text())
  if (!usd || !DECIMAL.test(usd) || /^0(\.0+)?$/.test(usd))
    throw new PriceUnavailableError(`${name} answered no usable price`)
  return usd
}
