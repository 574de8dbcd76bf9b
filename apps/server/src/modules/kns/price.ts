import * as PriceOracle from '@kid/contracts/artifacts/PriceOracle'
import { YEAR_SECONDS } from '@kid/contracts/kns/typedData'
import { formatUnits, parseUnits } from '@kid/shared/format/units'
import type { KnsPrice } from '@kid/shared/kns/views'
import type { EthPrice } from '@kid/shared/market/creators'
import { type Address, zeroAddress } from 'viem'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import type { KnsDeps } from './deps.ts'

/**
 * What `label` costs for `duration` seconds, as the registry will charge it (PRICEORACLE.price): in
 * ETH, or in the ERC-20 `currency` (the deployment's USDT, which auto-renew debits).
 */
export async function oraclePrice(
  chain: ChainRuntime,
  label: string,
  duration: bigint,
  currency: Address = zeroAddress,
): Promise<bigint> {
  return await chain.client.readContract({
    address: chain.deployment.contracts.priceOracle,
    abi: PriceOracle.abi,
    functionName: 'price',
    args: [label, duration, currency],
  })
}

const USD_DECIMALS = 8

/** Wei in US dollars at the known rate, to the cent, or null without a (readable) rate. */
export function usdOf(wei: bigint, rate: EthPrice | undefined): string | null {
  if (!rate) return null
  let perEth: bigint
  try {
    perEth = parseUnits(rate.usd, USD_DECIMALS)
  } catch {
    return null
  }
  return formatUnits((wei * perEth) / 10n ** 18n, USD_DECIMALS, 2)
}

/** price/{domain}: the yearly price of a label's length tier, in wei and (when known) USD. */
export async function priceOf(deps: Pick<KnsDeps, 'chain' | 'ethPrice'>, label: string): Promise<KnsPrice> {
  const [yearly, rate] = await Promise.all([oraclePrice(deps.chain, label, YEAR_SECONDS), deps.ethPrice()])
  return {
    label,
    length: label.length,
    tier: label.length === 4 ? 'four' : 'fivePlus',
    currency: 'ETH',
    yearlyWei: yearly.toString(),
    yearlyUsd: usdOf(yearly, rate),
  }
}
