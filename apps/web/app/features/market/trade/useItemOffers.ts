import { hashOption } from '@kid/contracts/market/hashOption'
import type { Offer, Option } from '@kid/contracts/market/typedData'
import type { ItemInfo } from '@kid/shared/market/views'
import type { Address, Hex } from 'viem'
import { signOffer } from '../../chain/actions/signOffer.ts'
import { useChainFlow } from '../../chain/useChainFlow.ts'
import { catalog } from '../api/catalog.ts'
import { browserReader } from '../api/reader.ts'
import { waitForIndexer } from '../create/waitForIndexer.ts'
import { wrapShortfallStep } from './funding.ts'
import { itemOfferOption, randomNonce } from './itemOffer.ts'
import { readListingClock, saleWindow } from './newListing.ts'
import { heldAmount, offerHolder } from './ownership.ts'
import { allowanceStep, approveCollectionStep, callStep, preparedTxStep } from './steps.ts'
import { tradeApi } from './tradeApi.ts'
import { offerWire, optionWire } from './wireOption.ts'

/**
 * Offers on the item itself, not on a listing (an unlisted item, or one listed in ETH, which the
 * Exchange's acceptOffer cannot pull): the bidder signs an offer for an option naming the holder
 * (item/offer/add), and the holder accepts it (item/offer/accept) once the exchange may move the
 * collection. Offers on ERC-20 listings are useBuyingFlows.
 */
export function useItemOffers(item: ItemInfo, refresh: () => void) {
  const { start, busy } = useChainFlow()
  const finish = (done: boolean) => {
    refresh()
    return done
  }

  /** Make offer of `price` in `currency` for `days`; `wrap`: WETH the wallet lacks is wrapped first. */
  const makeOffer = (currency: Address, price: bigint, days: number, wrap = false) =>
    start('Make offer', (session) => {
      let option: Option | undefined
      let offer: Offer | undefined
      let signature: Hex = '0x'
      return [
        ...(wrap ? [wrapShortfallStep(session, price)] : []),
        allowanceStep(
          session,
          () => currency,
          () => price,
        ),
        callStep('Sign the offer', async () => {
          // The option starts by the chain's clock, which the Exchange judges it by (newListing.ts).
          const { startTime, endTime } = saleWindow(days, await readListingClock())
          const holder = offerHolder(item) as Address
          option = itemOfferOption(item, {
            holder,
            price,
            currency,
            nonce: randomNonce(),
            startTime,
            endTime,
          })
          offer = { optionHash: hashOption(option), bidder: session.account, price, expireTime: endTime }
          signature = await signOffer(session, { offer })
        }),
        callStep('Send the offer', async () => {
          if (option && offer)
            await tradeApi.addOffer(item.id, optionWire(option), offerWire(offer), signature)
        }),
      ]
    }).then(finish)

  /** Accept offer: approve the collection once, then send the acceptOffer the server prepared. */
  const accept = (offerId: number) =>
    start('Accept offer', (session) => {
      let answer: Awaited<ReturnType<typeof tradeApi.acceptOffer>> | undefined
      const before = heldAmount(item, session.account)
      return [
        approveCollectionStep(session, item.collectionAddress as Address),
        callStep('Prepare the sale', async () => (answer = await tradeApi.acceptOffer(offerId))),
        preparedTxStep(session, 'Accept offer', () => answer?.tx),
        waitForIndexer(
          'Transfer to the buyer',
          async () => heldAmount(await catalog(browserReader).item(item.id), session.account) !== before,
        ),
      ]
    }).then(finish)

  return { makeOffer, accept, busy }
}
