import type { OrderView } from '@kid/shared/market/trade'
import type { ItemInfo } from '@kid/shared/market/views'
import { type Address, type Hex, zeroAddress } from 'viem'
import { signOffer } from '../../chain/actions/signOffer.ts'
import { useChainFlow } from '../../chain/useChainFlow.ts'
import { catalog } from '../api/catalog.ts'
import { browserReader } from '../api/reader.ts'
import { waitForIndexer } from '../create/waitForIndexer.ts'
import { wrapShortfallStep } from './funding.ts'
import { heldAmount } from './ownership.ts'
import { allowanceStep, callStep, preparedTxStep } from './steps.ts'
import { tradeApi } from './tradeApi.ts'

/**
 * The buyer's and bidder's flows on the item page (buy, offer, bid) and the closing ones (accept,
 * deliver); cancelling an offer is useCancelOffer. The chain settles each trade; the page waits for
 * the indexer before showing the owner.
 */
export function useBuyingFlows(item: ItemInfo, refresh: () => void) {
  const { start, busy } = useChainFlow()
  const readItem = () => catalog(browserReader).item(item.id)
  const finish = (done: boolean) => {
    refresh()
    return done
  }

  /** Buy now: all of an ERC-721 listing, or `quantity` copies of an ERC-1155 one. */
  const buy = (orderId: number, quantity = 1n) =>
    start('Buy now', (session) => {
      let answer: Awaited<ReturnType<typeof tradeApi.purchase>> | undefined
      // A buyer may hold copies already: the new ones have arrived when the balance has grown by them.
      const before = heldAmount(item, session.account)
      return [
        callStep('Check the listing', async () => (answer = await tradeApi.purchase(orderId, quantity))),
        // The server says when an approval is due; the step reads the allowance itself and sends it.
        allowanceStep(
          session,
          () => (answer?.order.option.currency ?? zeroAddress) as Address,
          () => BigInt(answer?.total ?? 0),
        ),
        preparedTxStep(session, 'Pay', () => answer?.tx),
        waitForIndexer(
          'Transfer to your wallet',
          async () => heldAmount(await readItem(), session.account) >= before + quantity,
        ),
      ]
    }).then(finish)

  /** Make offer; `wrap`: the wallet lacks WETH its ETH covers, so the flow wraps it first. */
  const makeOffer = (order: OrderView, price: bigint, expireTime: bigint, wrap = false) =>
    start('Make offer', (session) => {
      const offer = { optionHash: order.optionHash as Hex, bidder: session.account, price, expireTime }
      let signature: Hex = '0x'
      return [
        ...(wrap ? [wrapShortfallStep(session, price)] : []),
        allowanceStep(
          session,
          () => order.option.currency as Address,
          () => price,
        ),
        callStep('Sign the offer', async () => (signature = await signOffer(session, { offer }))),
        callStep('Send the offer', () =>
          tradeApi.makeOffer(
            order.orderId,
            { ...offer, price: String(price), expireTime: String(expireTime) },
            signature,
          ),
        ),
      ]
    }).then(finish)

  const bid = (orderId: number, price: bigint, currency: Address, wrap = false) =>
    start('Place bid', (session) => {
      let answer: Awaited<ReturnType<typeof tradeApi.placeBid>> | undefined
      return [
        // Before the server's check, which refuses a bid the balance cannot pay.
        ...(wrap ? [wrapShortfallStep(session, price)] : []),
        callStep('Check the bid', async () => (answer = await tradeApi.placeBid(orderId, price))),
        allowanceStep(
          session,
          () => currency,
          () => price,
        ),
        preparedTxStep(session, 'Escrow the bid', () => answer?.tx),
      ]
    }).then(finish)

  /** Deliver (settle an ended auction) or accept an offer: the server prepares the Exchange call. */
  const deliver = (orderId: number, offerId?: number) =>
    start(offerId ? 'Accept offer' : 'Deliver', (session) => {
      let answer: Awaited<ReturnType<typeof tradeApi.delivery>> | undefined
      // The seller's copies go down, a winner delivering gets theirs: either way the holding changes
      // (an ERC-1155 seller may keep other copies, so "no longer holds" would never come).
      const before = heldAmount(item, session.account)
      return [
        callStep('Prepare the delivery', async () => (answer = await tradeApi.delivery(orderId, offerId))),
        preparedTxStep(session, offerId ? 'Accept offer' : 'Deliver', () => answer?.tx),
        waitForIndexer(
          'Transfer to the buyer',
          async () => heldAmount(await readItem(), session.account) !== before,
        ),
      ]
    }).then(finish)

  return { buy, makeOffer, bid, deliver, busy }
}
