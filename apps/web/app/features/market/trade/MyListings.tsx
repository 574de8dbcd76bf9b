import { Ban } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { useQuery, useQueryCache } from '../../../lib/query.tsx'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { Button } from '../../../ui/Button.tsx'
import { Dialog } from '../../../ui/Dialog.tsx'
import { catalog } from '../api/catalog.ts'
import { browserReader } from '../api/reader.ts'
import { ItemThumb } from '../ItemThumb.tsx'
import { itemHref } from '../links.ts'
import { useListingFlows } from './useListingFlows.ts'

const PREVIEW = 4

/**
 * The seller's active listings on /sellList: how many, a glimpse of them, and Cancel all listings.
 * Nothing shows while there are none.
 */
export function MyListings() {
  const { user } = useSession()
  const address = user.walletaddress as `0x${string}`
  const queries = useQueryCache()
  const reader = catalog(browserReader)
  const count = useQuery({
    queryKey: ['my-listings', 'count', address],
    queryFn: () => reader.creator({ address }),
    enabled: Boolean(address),
  })
  const preview = useQuery({
    queryKey: ['my-listings', 'preview', address],
    queryFn: () => reader.creatorItems('onsale', { address, page: 1, size: PREVIEW }),
    enabled: Boolean(address),
  })
  const [confirming, setConfirming] = useState(false)
  const { cancelAll, busy } = useListingFlows(() => {
    void queries.invalidateQueries({ queryKey: ['my-listings'] })
    void queries.invalidateQueries({ queryKey: ['unsold'] })
  })
  const onSale = count.data?.onSale ?? 0
  if (onSale === 0) return null
  const noun = onSale === 1 ? 'listing' : 'listings'

  return (
    <section
      aria-labelledby="my-listings"
      className="mb-8 rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="my-listings" className="text-lg font-bold text-fg">
            Your listings
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            {onSale} {onSale === 1 ? 'item is' : 'items are'} on sale.{' '}
            <Link to="/personal/marketplace/onsale" className="font-semibold text-brand-700 hover:underline">
              See them all
            </Link>
          </p>
        </div>
        <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
          <Ban className="size-4" aria-hidden="true" />
          Cancel all listings
        </Button>
      </div>
      <ul aria-label="On sale" className="mt-4 flex gap-3 overflow-x-auto">
        {(preview.data?.list ?? []).map((item) => (
          <li key={item.id} className="w-24 shrink-0">
            <Link to={itemHref(item.id)} className="block text-xs font-semibold text-fg hover:text-brand-700">
              <ItemThumb
                item={item}
                sizes="96px"
                className="aspect-square w-full rounded-lg border border-line"
              />
              <span className="mt-1 block truncate">{item.name}</span>
            </Link>
          </li>
        ))}
      </ul>

      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel all listings?"
        description={`Your ${onSale} active ${noun} leave the marketplace at once.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep listings
            </Button>
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => {
                setConfirming(false)
                void cancelAll()
              }}
            >
              Cancel all listings
            </Button>
          </>
        }
      >
        <ul className="list-disc space-y-2 pl-5 text-sm leading-6 text-fg-muted">
          <li>
            Then your wallet sends <strong className="text-fg">one transaction</strong> that raises your nonce
            floor on the exchange.
          </li>
          <li>
            Once it is confirmed, no listing signature you have shared can be filled any more — not here, and
            not from any copy of it elsewhere.
          </li>
          <li>Auctions that already have a bid stay open: the bidder's funds are held until you deliver.</li>
          <li>Your NFTs stay in your wallet; you can list them again at any time.</li>
        </ul>
      </Dialog>
    </section>
  )
}
