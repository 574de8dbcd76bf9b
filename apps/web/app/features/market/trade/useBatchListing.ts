import type { Option } from '@kid/contracts/market/typedData'
import { shortenAddress } from '@kid/shared/format/address'
import type { ItemView } from '@kid/shared/market/views'
import type { Address, Hex } from 'viem'
import { useChainFlow } from '../../chain/useChainFlow.ts'
import type { Currency } from './currencies.ts'
import { listingNonce, newListing, readListingClock, saleWindow } from './newListing.ts'
import { tradeApi } from './tradeApi.ts'
import { optionWire } from './wireOption.ts'

export type BatchRow = { item: ItemView; price: bigint }

/**
 * /sellConfig's batch listing: each collection approved once, then one signature over the merkle
 * root of every listing (a lone listing: over itself), and one item/sale/create with all of them.
 */
/** The button's and the flow's words: 'List 1 item', 'List 3 items'. */
export const listWords = (count: number) => `List ${count} ${count === 1 ? 'item' : 'items'}`

export function useBatchListing() {
  const { start, busy } = useChainFlow()
  const listAll = (rows: BatchRow[], currency: Currency, days: number) =>
    start(listWords(rows.length), async (session) => {
      // The steps and the signing code (and viem with them) load when the seller starts.
      const [{ approveCollectionStep, callStep }, { signBatchListing }, { signListing }] = await Promise.all([
        import('./steps.ts'),
        import('../../chain/actions/signBatchListing.ts'),
        import('../../chain/actions/signListing.ts'),
      ])
      let options: Option[] = []
      // Built when the seller signs: the window starts at the chain's time then (saleWindow).
      const build = async () => {
        const clock = await readListingClock()
        const window = saleWindow(days, clock)
        const base = listingNonce(clock)
        return rows.map(({ item, price }, index) =>
          newListing(
            {
              kind: 'fixed',
              standard: item.standard,
              collection: item.collectionAddress as Address,
              tokenId: BigInt(item.tokenId ?? 0),
              amount: 1n,
              seller: session.account,
              price,
              currency: currency.address,
              royaltyBps: item.royaltyBps,
              ...window,
            },
            base + BigInt(index),
          ),
        )
      }
      const collections = [
        ...new Set(rows.map((r) => (r.item.collectionAddress ?? '').toLowerCase() as Address)),
      ]
      let signature: Hex = '0x'
      return [
        ...collections.map((collection) =>
          approveCollectionStep(session, collection, `Approve ${shortenAddress(collection)}`),
        ),
        callStep('Sign all listings', async () => {
          options = await build()
          // One listing is an ordinary one: item/sale/create and the Exchange check a lone option's
          // signature over the option itself, not over a merkle root of one (a single item sold from
          // its own page, such as a .kid name's, comes this way).
          const [only] = options
          signature =
            only && options.length === 1
              ? await signListing(session, { option: only })
              : (await signBatchListing(session, { options })).signature
        }),
        callStep('Publish the listings', () =>
          tradeApi.createSale({ options: options.map(optionWire) }, signature),
        ),
      ]
    })
  return { listAll, busy }
}
