import { exchangeDomain, exchangeTypes, type Offer, type Option } from '@kid/contracts/market/typedData'
import type { Hex } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { ChainSession } from '../transaction.ts'

/** The exchange's EIP-712 messages, by primary type: a listing, a batch's merkle root, an offer. */
type ExchangeMessages = { Option: Option; OptionBatch: { root: Hex }; Offer: Offer }

/**
 * The wallet's EIP-712 signature of one exchange message, in the exchange's domain on the
 * platform's chain: what listings, batch listings and offers all sign, with no transaction or gas.
 */
export function signExchange<K extends keyof ExchangeMessages>(
  session: ChainSession,
  primaryType: K,
  message: ExchangeMessages[K],
): Promise<Hex> {
  const { walletClient, account, config } = session
  return walletClient.signTypedData({
    account,
    domain: exchangeDomain(config.chainId, contractFor(config, 'EXCHANGE')),
    types: { [primaryType]: exchangeTypes[primaryType] },
    primaryType,
    message,
  } as Parameters<typeof walletClient.signTypedData>[0])
}
