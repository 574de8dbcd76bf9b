import type { Offer } from '@kid/contracts/market/typedData'
import type { Hex } from 'viem'
import type { ChainSession } from '../transaction.ts'
import { signExchange } from './signExchange.ts'

export type SignOfferParameters = { offer: Offer }
export type SignOfferReturnType = Hex

/** Make offer: the bidder signs the offer (EIP-712); the exchange pulls the tokens only on acceptance. */
export function signOffer(session: ChainSession, { offer }: SignOfferParameters): Promise<Hex> {
  return signExchange(session, 'Offer', offer)
}
