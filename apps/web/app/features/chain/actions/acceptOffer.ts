import { abi } from '@kid/contracts/artifacts/Exchange'
import type { Offer, Option } from '@kid/contracts/market/typedData'
import type { Hex } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'
import { signatureParts } from './signatureParts.ts'

export type AcceptOfferParameters = { option: Option; offer: Offer; offerSignature: Hex }
export type AcceptOfferReturnType = undefined

/** The seller accepts a signed offer: the bidder's tokens pay, the item moves in the same call. */
export const acceptOffer = {
  title: 'Accept offer',
  request: ({ option, offer, offerSignature }, { config }) => ({
    address: contractFor(config, 'EXCHANGE'),
    abi,
    functionName: 'acceptOffer',
    args: [option, offer, signatureParts(offerSignature)],
  }),
} satisfies TxAction<AcceptOfferParameters, AcceptOfferReturnType>
