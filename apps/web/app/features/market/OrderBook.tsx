import { shortenAddress } from '@kid/shared/format/address'
import { formatShortDate } from '@kid/shared/format/time'
import type { ListingRow } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import { useQuery } from '@tanstack/react-query'
import { DC } from './api/catalog.ts'
import { browserReader } from './api/reader.ts'
import { isAuction } from './channel.ts'
import { Money } from './Money.tsx'

/** A table of orders: a listing or an offer a row. */
export function Rows({ head, rows }: { head: string[]; rows: { key: number; cells: React.ReactNode[] }[] }) {
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
