import { exchangeDomain, exchangeTypes, type Offer } from '@kid/contracts/market/typedData'
import type { Hex } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { ChainSession } from '../transaction.ts'

export type SignOfferParameters = { offer: Offer }
export type SignOfferReturnType = Hex

/** Make offer: the bidder signs the offer (EIP-712); the exchange pulls the tokens only on acceptance. */
export function signOffer(session: ChainSession, { offer }: SignOfferParameters): Promise<Hex> {
  const { walletClient, account, config } = session
  return walletClient.signTypedData({
    account,
    domain: exchangeDomain(config.chainId, contractFor(config, 'EXCHANGE')),
    types: { Offer: exchangeTypes.Offer },
    primaryType: 'Offer',
    message: offer,
  })
}
