import { Header } from '@kid/shared/headers'
import type {
  biddingResult,
  deliveryResult,
  OfferInput,
  OptionInput,
  OrderView,
  offerCancelResult,
  purchaseResult,
  saleCancelAllResult,
  saleCancelResult,
  saleCreateResult,
  saleModifyResult,
} from '@kid/shared/market/trade'
import type { ItemView } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import type { z } from 'zod'
import { api } from '../../../lib/api/browserClient.ts'

const ITEM = '/api/dcservice/item'
const signed = (signature: string) => ({ headers: { [Header.xSignature]: signature } })

/** The trading calls of spec 001 §7 (docs/api.md "Trading"); failures toast the server's message. */
export const tradeApi = {
  createSale: (body: { option: OptionInput } | { options: OptionInput[] }, signature: string) =>
    api.post<z.input<typeof saleCreateResult>>(`${ITEM}/sale/create`, body, signed(signature)),
  modifySale: (orderId: number, option: OptionInput, signature: string) =>
    api.post<z.input<typeof saleModifyResult>>(`${ITEM}/sale/modify`, { orderId, option }, signed(signature)),
  cancelSale: (orderId: number) =>
    api.get<z.input<typeof saleCancelResult>>(`${ITEM}/sale/cancel/${orderId}`),
  /** Every active listing of the seller, off the market at once; `minNonce` is for cancelAll. */
  cancelAllSales: () => api.post<z.input<typeof saleCancelAllResult>>(`${ITEM}/sale/cancel/all`, {}),
  purchase: (orderId: number, amount?: bigint) =>
    api.get<z.input<typeof purchaseResult>>(`${ITEM}/offer/purchase/${orderId}`, {
      amount: amount === undefined ? undefined : String(amount),
    }),
  makeOffer: (orderId: number, offer: OfferInput, signature: string) =>
    api.post<z.input<typeof biddingResult>>(`${ITEM}/offer/bidding`, { orderId, offer }, signed(signature)),
  placeBid: (orderId: number, bid: bigint) =>
    api.post<z.input<typeof biddingResult>>(`${ITEM}/offer/bidding`, { orderId, bid: String(bid) }),
  cancelOffer: (offerId: number) =>
    api.get<z.input<typeof offerCancelResult>>(`${ITEM}/offer/cancel/${offerId}`),
  /** An offer on the item itself (unlisted or listed in ETH), for an option naming its holder. */
  addOffer: (itemId: number, option: OptionInput, offer: OfferInput, signature: string) =>
    api.post<z.input<typeof biddingResult>>(
      `${ITEM}/offer/add`,
      { itemId, option, offer },
      signed(signature),
    ),
  /** The acceptOffer transaction for the holder (or seller) to send. */
  acceptOffer: (offerId: number) =>
    api.get<z.input<typeof deliveryResult>>(`${ITEM}/offer/accept/${offerId}`),
  delivery: (orderId: number, offerId?: number) =>
    api.post<z.input<typeof deliveryResult>>(`${ITEM}/offer/delivery`, { orderId, offerId }),
}

/** sale/detail: the whole listing (option, signature, proof) behind an item's listing summary. */
export const saleDetail = (itemId: number, orderId: number) =>
  api.get<OrderView>(`${ITEM}/sale/detail/${itemId}/${orderId}`)

/** item/nosale: the caller's held tokens and drafts with no active listing of theirs. */
export const unsoldItems = (page: number, size: number) =>
  api.get<Page<ItemView>>('/api/dcservice/item/nosale', { page, size })
