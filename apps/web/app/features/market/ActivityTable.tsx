import { shortenAddress } from '@kid/shared/format/address'
import { formatTimeAgo } from '@kid/shared/format/time'
import type { ActivityView as Activity } from '@kid/shared/market/views'
import { Link } from 'react-router'
import { itemHref } from './links.ts'
import { Money } from './Money.tsx'

const KIND_LABEL: Record<Activity['kind'], string> = {
  mint: 'Minted',
  list: 'Listed',
  cancel: 'Cancelled',
  sale: 'Sale',
  offer: 'Offer',
  bid: 'Bid',
  transfer: 'Transfer',
}

const who = (address?: string | null) => (address ? shortenAddress(address) : '—')

/** Events of an item, a collection or a creator, newest first; scrolls sideways on phones. */
export function ActivityTable({ rows, showItem = false }: { rows: Activity[]; showItem?: boolean }) {
  if (rows.length === 0) return <p className="py-6 text-sm text-fg-muted">No activity yet.</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="text-xs text-fg-muted uppercase">
          <tr className="border-b border-line">
            <th className="py-2 pr-3 font-semibold">Event</th>
            {showItem && <th className="py-2 pr-3 font-semibold">Item</th>}
            <th className="py-2 pr-3 font-semibold">Price</th>
            <th className="py-2 pr-3 font-semibold">From</th>
            <th className="py-2 pr-3 font-semibold">To</th>
            <th className="py-2 font-semibold">Date</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-0">
              <td className="py-3 pr-3 font-semibold text-fg">{KIND_LABEL[row.kind]}</td>
              {showItem && (
                <td className="max-w-40 truncate py-3 pr-3">
                  <Link className="text-brand-700 hover:underline" to={itemHref(row.itemId)}>
                    {row.itemName}
                  </Link>
                </td>
              )}
              <td className="py-3 pr-3">
                {row.priceWei ? <Money amount={row.priceWei} currency={row.currency} /> : '—'}
              </td>
              <td className="py-3 pr-3 font-mono text-xs text-fg-muted">{who(row.from)}</td>
              <td className="py-3 pr-3 font-mono text-xs text-fg-muted">{who(row.to)}</td>
              <td className="py-3 whitespace-nowrap text-fg-muted" suppressHydrationWarning>
                {formatTimeAgo(row.createdAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
