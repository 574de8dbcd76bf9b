import { formatTimeAgo } from '@kid/shared/format/time'
import type { ActivityView as Activity } from '@kid/shared/market/views'
import { Link } from 'react-router'
import { DataTable } from '../../ui/DataTable.tsx'
import { itemHref } from './links.ts'
import { Money } from './Money.tsx'
import { WalletName } from './WalletName.tsx'

const KIND_LABEL: Record<Activity['kind'], string> = {
  mint: 'Minted',
  list: 'Listed',
  cancel: 'Cancelled',
  sale: 'Sale',
  offer: 'Offer',
  bid: 'Bid',
  transfer: 'Transfer',
}

/**
 * Events of an item, a collection or a creator, newest first; a card per event on phones. Each
 * side is named by its .kid name or the member its wallet is bound to, which the row carries.
 */
export function ActivityTable({
  rows,
  showItem = false,
  ethUsd,
}: {
  rows: Activity[]
  showItem?: boolean
  /** The ETH/USD rate, when the page has one: ETH and WETH prices then show their USD value too. */
  ethUsd?: string
}) {
  if (rows.length === 0) return <p className="py-6 text-sm text-fg-muted">No activity yet.</p>
  return (
    <DataTable
      label="Activity"
      head={['Event', ...(showItem ? ['Item'] : []), 'Price', 'From', 'To', 'Date']}
      rows={rows.map((row) => ({
        key: row.id,
        cells: [
          <span key="k" className="font-semibold text-fg">
            {KIND_LABEL[row.kind]}
          </span>,
          ...(showItem
            ? [
                <Link
                  key="i"
                  className="block max-w-40 truncate text-brand-700 hover:underline"
                  to={itemHref(row.itemId)}
                >
                  {row.itemName}
                </Link>,
              ]
            : []),
          row.priceWei ? (
            <Money key="p" amount={row.priceWei} currency={row.currency} ethUsd={ethUsd} />
          ) : null,
          <WalletName key="f" address={row.from} members={row.members} kidNames={row.kidNames} />,
          <WalletName key="t" address={row.to} members={row.members} kidNames={row.kidNames} />,
          <span key="d" className="whitespace-nowrap text-fg-muted" suppressHydrationWarning>
            {formatTimeAgo(row.createdAt)}
          </span>,
        ],
      }))}
    />
  )
}
