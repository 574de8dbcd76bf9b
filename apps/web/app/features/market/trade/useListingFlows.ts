import type { OrderView } from '@kid/shared/market/trade'
import { useChainFlow } from '../../chain/useChainFlow.ts'
import type { ListingRequest } from './newListing.ts'

const flows = () => import('./listingFlows.ts')

/**
 * The seller's flows on the item page: list, edit the price, cancel. The server checks each
 * listing against the chain; an old signature the server cannot retract is cancelled on chain.
 */
export function useListingFlows(refresh: () => void) {
  const { start, busy } = useChainFlow()
  const finish = (done: boolean) => {
    refresh()
    return done
  }
  const list = (request: ListingRequest) =>
    start('List for sale', async (session) => (await flows()).listSteps(session, request)).then(finish)
  const cancel = (orderId: number) =>
    start('Cancel listing', async (session) => (await flows()).cancelSteps(session, orderId)).then(finish)
  const cancelAll = () =>
    start('Cancel all listings', async (session) => (await flows()).cancelAllSteps(session)).then(finish)
  const modify = (order: OrderView, price: bigint) =>
    start('Edit price', async (session) => (await flows()).modifySteps(session, order, price)).then(finish)
  return { list, cancel, cancelAll, modify, busy }
}
