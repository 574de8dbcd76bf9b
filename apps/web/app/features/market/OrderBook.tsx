import type { ListingRow } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import { useQuery } from '../../lib/query.tsx'
import { DataTable } from '../../ui/DataTable.tsx'
import { DC } from './api/catalog.ts'
import { browserReader } from './api/reader.ts'
import { isAuction } from './channel.ts'
import { localDateTime } from './localTime.ts'
import { Money } from './Money.tsx'
import { WalletName } from './WalletName.tsx'
import type { KnownMembers } from './walletLabel.ts'

/** The item's active listings, cheapest first (item/open/listings); Quantity is what is left of each. */
export function ListingsTable({
  itemId,
  ethUsd,
  members,
}: {
  itemId: number
  ethUsd?: string
  members?: KnownMembers
}) {
  const q = useQuery({
    queryKey: ['market', 'listings', itemId],
    queryFn: () =>
      browserReader.get<Page<ListingRow>>(`${DC}/item/open/listings`, { id: itemId, page: 1, size: 50 }),
  })
  if (q.isPending) return <p className="text-sm text-fg-muted">Loading listings…</p>
  const list = q.data?.list ?? []
  if (list.length === 0) return <p className="py-6 text-sm text-fg-muted">No active listings.</p>
  return (
    <DataTable
      label="Listings"
      head={['Price', 'Kind', 'Quantity', 'Seller', 'Ends']}
      rows={list.map((l) => ({
        key: l.orderId,
        cells: [
          <Money key="p" amount={l.priceWei} currency={l.currency} ethUsd={ethUsd} />,
          isAuction(l.channel) ? 'Auction' : 'Fixed price',
          l.left,
          <WalletName key="s" address={l.seller} members={members} kidNames={l.kidNames} />,
          localDateTime(l.endTime),
        ],
      }))}
    />
  )
}
