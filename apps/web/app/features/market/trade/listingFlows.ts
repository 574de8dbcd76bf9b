import type { Option } from '@kid/contracts/market/typedData'
import type { OrderView } from '@kid/shared/market/trade'
import type { Hex } from 'viem'
import { cancelAll as cancelAllAction } from '../../chain/actions/cancelAll.ts'
import { signListing } from '../../chain/actions/signListing.ts'
import type { ChainSession } from '../../chain/transaction.ts'
import {
  type ListingForm,
  type ListingRequest,
  listingNonce,
  newListing,
  readListingClock,
  saleWindow,
} from './newListing.ts'
import { actionStep, approveCollectionStep, callStep, preparedTxStep } from './steps.ts'
import { tradeApi } from './tradeApi.ts'
import { optionOf, optionWire } from './wireOption.ts'

// The steps of the seller's flows, with the chain code they need: loaded when a flow starts
// (useListingFlows), so the pages that offer them do not carry viem in their first load.

/** The window and nonce come from the clocks at signing time (chain time for the start). */
export function listSteps(session: ChainSession, request: ListingRequest) {
  let option: Option | undefined
  let signature: Hex = '0x'
  return [
    approveCollectionStep(session, request.collection),
    callStep('Sign the listing', async () => {
      const clock = await readListingClock()
      const form = { ...request, ...saleWindow(request.days, clock), seller: session.account }
      option = newListing(form, listingNonce(clock))
      signature = await signListing(session, { option })
    }),
    callStep('Publish the listing', () =>
      tradeApi.createSale({ option: optionWire(option as Option) }, signature),
    ),
  ]
}

export function cancelSteps(session: ChainSession, orderId: number) {
  let answer: Awaited<ReturnType<typeof tradeApi.cancelSale>> | undefined
  return [
    callStep('Close the listing', async () => (answer = await tradeApi.cancelSale(orderId))),
    preparedTxStep(session, 'Cancel on chain', () => (answer?.cancelOnChain ? answer.cancelTx : null)),
  ]
}

/**
 * Cancel all listings: the server takes them off the market at once and names the nonce floor;
 * one cancelAll transaction then voids every signature shared, wherever it was copied to.
 */
export function cancelAllSteps(session: ChainSession) {
  let answer: Awaited<ReturnType<typeof tradeApi.cancelAllSales>> | undefined
  return [
    callStep('Take the listings off the market', async () => (answer = await tradeApi.cancelAllSales())),
    actionStep(session, 'Cancel on chain', cancelAllAction, () =>
      answer?.cancelOnChain && answer.minNonce ? { minNonce: BigInt(answer.minNonce) } : null,
    ),
  ]
}

/** Edit price: a lower price keeps the nonce (no on-chain cancel); otherwise the server asks for one. */
export function modifySteps(session: ChainSession, order: OrderView, price: bigint) {
  const old = optionOf(order)
  let option: Option = { ...old, price }
  let signature: Hex = '0x'
  let answer: Awaited<ReturnType<typeof tradeApi.modifySale>> | undefined
  return [
    callStep('Sign the new price', async () => {
      if (price >= old.price)
        option = newListing(
          { ...formOf(order), price, seller: session.account },
          listingNonce(await readListingClock()),
        )
      signature = await signListing(session, { option })
    }),
    callStep(
      'Publish the new price',
      async () => (answer = await tradeApi.modifySale(order.orderId, optionWire(option), signature)),
    ),
    preparedTxStep(session, 'Cancel the old price on chain', () =>
      answer?.cancelOnChain ? answer.cancelTx : null,
    ),
  ]
}

/** The sell form an existing listing came from (Edit price with a new nonce keeps everything else). */
function formOf(order: OrderView): Omit<ListingForm, 'seller' | 'price'> {
  const o = optionOf(order)
  return {
    kind: (o.channel & 1) === 1 ? 'auction' : 'fixed',
    standard: (o.channel & 2) === 2 ? 1155 : 721,
    collection: o.collection,
    tokenId: o.tokenId,
    amount: o.amount,
    currency: o.currency,
    royaltyBps: o.royaltyRate,
    startTime: o.startTime,
    endTime: o.endTime,
  }
}
