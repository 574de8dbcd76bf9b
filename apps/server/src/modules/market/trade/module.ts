import type { FastifyInstance } from 'fastify'
import type { ChainModule } from '../../chain/index.ts'
import type { TradeDeps } from './deps.ts'
import { onBidPlaced } from './indexer/bids.ts'
import { onAllCancelled, onAuctionReclaimed, onNonceCancelled, onOfferCancelled } from './indexer/cancels.ts'
import { onAuctionSettled, onOfferAccepted, onOptionFilled } from './indexer/fills.ts'
import { rollBackTrade } from './indexer/rollback.ts'
import { onApprovalForAll, onTransfer721 } from './indexer/stale.ts'
import { offerRoutes } from './offers/routes.ts'
import { tradeRoutes } from './routes.ts'

/** Trading's part of the market module: its calls, and the Exchange's events that decide what is sold, cancelled and bid. */
export async function registerTrade(
  app: FastifyInstance,
  chain: ChainModule,
  deps: TradeDeps,
): Promise<void> {
  const on = (event: string, handler: Parameters<typeof chain.indexer.onEvent>[2]) =>
    chain.indexer.onEvent('EXCHANGE', event, handler)
  on('OptionFilled', onOptionFilled(deps))
  on('OfferAccepted', onOfferAccepted(deps))
  on('AuctionSettled', onAuctionSettled(deps))
  on('BidPlaced', onBidPlaced(deps))
  on('NonceCancelled', onNonceCancelled)
  on('AllCancelled', onAllCancelled)
  on('OfferCancelled', onOfferCancelled)
  on('AuctionReclaimed', onAuctionReclaimed)
  // .kid names (the kns registry) are ERC-721 items too: a moved name's listing leaves at once.
  for (const kind of ['ERC-721', 'REGISTRY'] as const) {
    chain.indexer.onEvent(kind, 'Transfer', onTransfer721)
    chain.indexer.onEvent(kind, 'ApprovalForAll', onApprovalForAll(deps))
  }
  chain.indexer.onEvent('ERC-1155', 'ApprovalForAll', onApprovalForAll(deps))
  chain.indexer.onRollback(rollBackTrade)
  await app.register(tradeRoutes, deps)
  await app.register(offerRoutes, deps)
}
