import type { OrderView, TxRequest } from '@kid/shared/market/trade'
import type { ItemInfo } from '@kid/shared/market/views'
import { type Address, type Hex, zeroAddress } from 'viem'
import { sendExchangeTx } from '../../chain/actions/sendExchangeTx.ts'
import { signListing } from '../../chain/actions/signListing.ts'
import { signOffer } from '../../chain/actions/signOffer.ts'
import type { FlowStep } from '../../chain/runFlow.ts'
import { runTransaction } from '../../chain/runTransaction.ts'
import type { ChainSession } from '../../chain/transaction.ts'
import { useChainFlow } from '../../chain/useChainFlow.ts'
import { catalog } from '../api/catalog.ts'
import { browserReader } from '../api/reader.ts'
import { waitForIndexer } from '../create/waitForIndexer.ts'
import { type ListingForm, newListing } from './newListing.ts'
import { holds } from './ownership.ts'
import { allowanceStep, approveCollectionStep, callStep } from './steps.ts'
import { tradeApi } from './tradeApi.ts'
import { optionOf, optionWire } from './wireOption.ts'

const txStepOf = (
  session: ChainSession,
  label: string,
  tx: () => TxRequest | null | undefined,
): FlowStep => ({
  label,
  run: async (report) => {
    const prepared = tx()
    if (prepared) await runTransaction(sendExchangeTx, { tx: prepared }, { session, onPhase: report })
  },
})

/**
 * The item page's trades (spec 001 §7), each one flow in the transaction dialog. The server checks
 * every trade; the chain settles it; the page waits for the indexer before it shows the result.
 */
export function useTradeFlows(item: ItemInfo, refresh: () => void) {
  const { start, busy } = useChainFlow()
  const readItem = () => catalog(browserReader).item(item.id)
  const finish = (done: boolean) => {
    refresh()
    return done
  }

  const list = (form: Omit<ListingForm, 'seller'>) =>
    start('List for sale', (session) => {
      const option = newListing({ ...form, seller: session.account })
      let signature: Hex = '0x'
      return [
        approveCollectionStep(session, form.collection),
        callStep('Sign the listing', async () => (signature = await signListing(session, { option }))),
        callStep('Publish the listing', () => tradeApi.createSale({ option: optionWire(option) }, signature)),
      ]
    }).then(finish)

  const buy = (orderId: number) =>
    start('Buy now', (session) => {
      let answer: Awaited<ReturnType<typeof tradeApi.purchase>> | undefined
      return [
        callStep('Check the listing', async () => (answer = await tradeApi.purchase(orderId))),
        // The server says when an approval is due; the step reads the allowance itself and sends it.
        allowanceStep(
          session,
          () => (answer?.order.option.currency ?? zeroAddress) as Address,
          () => BigInt(answer?.total ?? 0),
        ),
        txStepOf(session, 'Pay', () => answer?.tx),
        waitForIndexer('Transfer to your wallet', async () => holds(await readItem(), session.account)),
      ]
    }).then(finish)

  const cancel = (orderId: number) =>
    start('Cancel listing', (session) => {
      let answer: Awaited<ReturnType<typeof tradeApi.cancelSale>> | undefined
      return [
        callStep('Close the listing', async () => (answer = await tradeApi.cancelSale(orderId))),
        txStepOf(session, 'Cancel on chain', () => (answer?.cancelOnChain ? answer.cancelTx : null)),
      ]
    }).then(finish)

  /** Edit price: a lower price keeps the nonce (no on-chain cancel); otherwise the server asks for one. */
  const modify = (order: OrderView, price: bigint) =>
    start('Edit price', (session) => {
      const old = optionOf(order)
      const option =
        price < old.price
          ? { ...old, price }
          : newListing({ ...formOf(order), price, seller: session.account })
      let signature: Hex = '0x'
      let answer: Awaited<ReturnType<typeof tradeApi.modifySale>> | undefined
      return [
        callStep('Sign the new price', async () => (signature = await signListing(session, { option }))),
        callStep(
          'Publish the new price',
          async () => (answer = await tradeApi.modifySale(order.orderId, optionWire(option), signature)),
        ),
        txStepOf(session, 'Cancel the old price on chain', () =>
          answer?.cancelOnChain ? answer.cancelTx : null,
        ),
      ]
    }).then(finish)

  const makeOffer = (order: OrderView, price: bigint, expireTime: bigint) =>
    start('Make offer', (session) => {
      const offer = { optionHash: order.optionHash as Hex, bidder: session.account, price, expireTime }
      let signature: Hex = '0x'
      return [
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

  const bid = (orderId: number, price: bigint, currency: Address) =>
    start('Place bid', (session) => {
      let answer: Awaited<ReturnType<typeof tradeApi.placeBid>> | undefined
      return [
        callStep('Check the bid', async () => (answer = await tradeApi.placeBid(orderId, price))),
        allowanceStep(
          session,
          () => currency,
          () => price,
        ),
        txStepOf(session, 'Escrow the bid', () => answer?.tx),
      ]
    }).then(finish)

  /** Deliver (settle an ended auction) or accept an offer: the server prepares the Exchange call. */
  const deliver = (orderId: number, offerId?: number) =>
    start(offerId ? 'Accept offer' : 'Deliver', (session) => {
      let answer: Awaited<ReturnType<typeof tradeApi.delivery>> | undefined
      return [
        callStep('Prepare the delivery', async () => (answer = await tradeApi.delivery(orderId, offerId))),
        txStepOf(session, offerId ? 'Accept offer' : 'Deliver', () => answer?.tx),
        waitForIndexer('Transfer to the buyer', async () => !holds(await readItem(), session.account)),
      ]
    }).then(finish)

  /** An offer is withdrawn at once: its signature only ever reaches a seller through accept. */
  const cancelOffer = (offerId: number) =>
    tradeApi.cancelOffer(offerId).then(
      () => finish(true),
      () => false,
    )

  return { list, buy, cancel, modify, makeOffer, cancelOffer, bid, deliver, busy }
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
