import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../ui/Button.tsx'
import { EmptyState } from '../EmptyState.tsx'
import { itemHref } from '../links.ts'
import { unsoldItems } from './tradeApi.ts'

/** Listings of one batch at most (BATCH_MAX of item/sale/create). */
const BATCH = 50

/** /sellList: the member's minted items not on sale; pick some, then set their prices on /sellConfig. */
export function SellList() {
  const items = useQuery({ queryKey: ['unsold'], queryFn: () => unsoldItems(1, BATCH) })
  const [picked, setPicked] = useState<number[]>([])
  const minted = (items.data?.list ?? []).filter((item) => item.status === 'minted' && item.tokenId !== null)
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]))
  if (items.isPending) return <p className="text-sm text-fg-muted">Loading your items…</p>
  if (minted.length === 0)
    return <EmptyState title="Nothing to sell yet" text="Items you hold and have not listed appear here." />
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Items to sell" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {minted.map((item) => (
          <li key={item.id} className="rounded-xl border border-line p-3">
            <img
              src={item.thumbnailUrl || item.mediaUrl}
              alt=""
              className="aspect-square w-full rounded-lg object-cover"
            />
            <label className="mt-2 flex items-center gap-2 text-sm font-semibold text-fg">
              <input type="checkbox" checked={picked.includes(item.id)} onChange={() => toggle(item.id)} />
              {item.name}
            </label>
            <Link to={itemHref(item.id)} className="text-xs text-brand-700 hover:underline">
              View item
            </Link>
          </li>
        ))}
      </ul>
      <Button asChild={picked.length > 0} disabled={picked.length === 0} className="self-end">
        {picked.length > 0 ? (
          <Link to={`/sellConfig?ids=${picked.join(',')}`}>Sell {picked.length} selected</Link>
        ) : (
          'Sell selected'
        )}
      </Button>
    </div>
  )
}
