import { shortenAddress } from '@kid/shared/format/address'
import { formatShortDate } from '@kid/shared/format/time'
import type { OfferView } from '@kid/shared/market/trade'
import type { ListingRow } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import { sameAddress } from '@kid/shared/validate/wallet-address'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRevalidator } from 'react-router'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Button } from '../../ui/Button.tsx'
import { DC } from './api/catalog.ts'
import { browserReader } from './api/reader.ts'
import { isAuction } from './channel.ts'
import { Money } from './Money.tsx'
import { useCancelOffer } from './trade/useCancelOffer.ts'

function Rows({ head, rows }: { head: string[]; rows: { key: number; cells: React.ReactNode[] }[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <thead className="text-xs text-fg-muted uppercase">
          <tr className="border-b border-line">
            {head.map((h) => (
              <th key={h} className="py-2 pr-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line last:border-0">
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={i} className="py-3 pr-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The item's active listings, cheapest first (item/open/listings); Quantity is what is left of each. */
export function ListingsTable({ itemId, ethUsd }: { itemId: number; ethUsd?: string }) {
  const q = useQuery({
    queryKey: ['market', 'listings', itemId],
    queryFn: () =>
      browserReader.get<Page<ListingRow>>(`${DC}/item/open/listings`, { id: itemId, page: 1, size: 50 }),
  })
  if (q.isPending) return <p className="text-sm text-fg-muted">Loading listings…</p>
  const list = q.data?.list ?? []
  if (list.length === 0) return <p className="py-6 text-sm text-fg-muted">No active listings.</p>
  return (
    <Rows
      head={['Price', 'Kind', 'Quantity', 'Seller', 'Ends']}
      rows={list.map((l) => ({
        key: l.orderId,
        cells: [
          <Money key="p" amount={l.priceWei} currency={l.currency} ethUsd={ethUsd} />,
          isAuction(l.channel) ? 'Auction' : 'Fixed price',
          l.left,
          <span key="s" className="font-mono text-xs">
            {shortenAddress(l.seller)}
          </span>,
          formatShortDate(l.endTime),
        ],
      }))}
    />
  )
}

/**
 * The item's open offers and bids, best first (item/offer/open/item/{id}). The viewer may withdraw
 * any signed offer of their own here, not only the best one (an escrowed bid stays until outbid).
 */
export function OffersTable({ itemId, ethUsd }: { itemId: number; ethUsd?: string }) {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const revalidator = useRevalidator()
  const { cancelOffer, busy } = useCancelOffer(() => {
    void queryClient.invalidateQueries({ queryKey: ['market', 'offers', itemId] })
    // The item's best offer may have been this one.
    void revalidator.revalidate()
  })
  const q = useQuery({
    queryKey: ['market', 'offers', itemId],
    queryFn: () => browserReader.get<Page<OfferView>>(`${DC}/item/offer/open/item/${itemId}`),
  })
  if (q.isPending) return <p className="text-sm text-fg-muted">Loading offers…</p>
  const list = q.data?.list ?? []
  if (list.length === 0) return <p className="py-6 text-sm text-fg-muted">No offers yet.</p>
  const mine = (o: OfferView) => !o.onchain && sameAddress(o.bidder, user.walletaddress)
  const withdraw = list.some(mine)
  return (
    <Rows
      head={['Price', 'Kind', 'From', 'Expires', ...(withdraw ? ['Action'] : [])]}
      rows={list.map((o) => ({
        key: o.offerId,
        cells: [
          <Money key="p" amount={o.price} currency={o.currency} ethUsd={ethUsd} />,
          o.onchain ? 'Bid' : 'Offer',
          <span key="f" className="font-mono text-xs">
            {mine(o) ? 'You' : shortenAddress(o.bidder)}
          </span>,
          formatShortDate(o.expireTime),
          ...(withdraw
            ? [
                mine(o) ? (
                  <Button
                    key="c"
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    onClick={() => void cancelOffer(o.offerId)}
                  >
                    Cancel
                  </Button>
                ) : null,
              ]
            : []),
        ],
      }))}
    />
  )
}
