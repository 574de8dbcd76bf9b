import { ETH_CURRENCY } from '@kid/shared/market/currency'
import type { ItemInfo } from '@kid/shared/market/views'
import { sameAddress } from '@kid/shared/validate/wallet-address-rule'
import { isAuction } from '../channel.ts'
import { holds, offerHolder } from './ownership.ts'

export type TradeAction =
  | 'List for sale'
  | 'Edit price'
  | 'Cancel listing'
  | 'Accept offer'
  | 'Deliver'
  | 'Buy now'
  | 'Make offer'
  | 'Cancel offer'
  | 'Place bid'

type Item = Pick<ItemInfo, 'status' | 'standard' | 'listing' | 'highestOffer' | 'ownerAddress' | 'owners'>

/**
 * Whether offers go on the item's listing (item/offer/bidding with its option): a fixed price in an
 * ERC-20, which the Exchange's acceptOffer can pull. Otherwise (unlisted, or listed in ETH) an
 * offer is on the item itself (item/offer/add), for an option naming its holder.
 */
export function offersOnListing(listing: ItemInfo['listing']): boolean {
  return Boolean(listing && !isAuction(listing.channel) && listing.currency !== ETH_CURRENCY)
}

/**
 * What a person may do with an item, in button order: the holder lists; the seller edits a fixed
 * price, cancels (not an auction with a bid: its nonce is spent), accepts the best offer; after an
 * auction's end (by the chain's clock) the seller or the winner delivers; anyone else buys, offers
 * or bids. Offers on the item itself need someone signed in with a wallet, and one holder to name.
 */
export function tradeActions(item: Item, me: string | undefined, chainNowMs: number): TradeAction[] {
  if (item.status !== 'minted') return []
  const listing = item.listing
  const best = item.highestOffer
  const mine = Boolean(best && me && sameAddress(best.bidder, me))
  const holder = offerHolder(item)
  const offersOnItem = Boolean(me && holder && !sameAddress(holder, me))
  if (!listing) {
    const held = holds(item, me)
    const actions: TradeAction[] = held ? ['List for sale'] : []
    if (held && best) actions.push('Accept offer')
    if (offersOnItem) actions.push('Make offer')
    if (mine) actions.push('Cancel offer')
    return actions
  }
  const seller = Boolean(me && sameAddress(listing.seller, me))
  const auction = isAuction(listing.channel)
  const ended = Date.parse(listing.endTime) < chainNowMs
  const offerable = offersOnListing(listing) || (!auction && offersOnItem)
  const actions: TradeAction[] = []
  if (seller && !auction) actions.push('Edit price')
  if (seller && !(auction && best)) actions.push('Cancel listing')
  if (seller && !auction && best) actions.push('Accept offer')
  if (auction && ended && best && (seller || mine)) actions.push('Deliver')
  if (!seller && !auction) actions.push('Buy now')
  if (!seller && offerable) actions.push('Make offer')
  if (!auction && mine) actions.push('Cancel offer')
  if (!seller && auction && !ended) actions.push('Place bid')
  return actions
}
