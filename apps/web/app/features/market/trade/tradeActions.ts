import { ETH_CURRENCY } from '@kid/shared/market/currency'
import type { ItemInfo } from '@kid/shared/market/views'
import { sameAddress } from '@kid/shared/validate/wallet-address'
import { isAuction } from '../channel.ts'
import { holds } from './ownership.ts'

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

type Item = Pick<ItemInfo, 'status' | 'listing' | 'highestOffer' | 'ownerAddress' | 'owners'>

/**
 * What a person may do with an item, in button order: the holder lists; the seller edits a fixed
 * price, cancels (not an auction with a bid: its nonce is spent), accepts the best offer; after an
 * auction's end (by the chain's clock) the seller or the winner delivers; anyone else buys, offers
 * (ERC-20 listings: offers are pulled from an allowance) or bids.
 */
export function tradeActions(item: Item, me: string | undefined, chainNowMs: number): TradeAction[] {
  if (item.status !== 'minted') return []
  const listing = item.listing
  if (!listing) return holds(item, me) ? ['List for sale'] : []
  const seller = Boolean(me && sameAddress(listing.seller, me))
  const auction = isAuction(listing.channel)
  const best = item.highestOffer
  const mine = Boolean(best && me && sameAddress(best.bidder, me))
  const ended = Date.parse(listing.endTime) < chainNowMs
  const actions: TradeAction[] = []
  if (seller && !auction) actions.push('Edit price')
  if (seller && !(auction && best)) actions.push('Cancel listing')
  if (seller && !auction && best) actions.push('Accept offer')
  if (auction && ended && best && (seller || mine)) actions.push('Deliver')
  if (!seller && !auction) actions.push('Buy now')
  if (!seller && !auction && listing.currency !== ETH_CURRENCY) actions.push('Make offer')
  if (!auction && mine) actions.push('Cancel offer')
  if (!seller && auction && !ended) actions.push('Place bid')
  return actions
}
