import { useState } from 'react'
import { Link } from 'react-router'
import { useQuery } from '../../../lib/query.tsx'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { Button } from '../../../ui/Button.tsx'
import { EmptyState } from '../EmptyState.tsx'
import { CREATE_FIRST_NFT, EXPLORE_MARKETPLACE } from '../emptyActions.ts'
import { ItemThumb } from '../ItemThumb.tsx'
import { itemHref } from '../links.ts'
import { unsoldItems } from './tradeApi.ts'

/** Listings of one batch at most (BATCH_MAX of item/sale/create). */
const BATCH = 50
/** A picture's width in the list's grid (Container, two columns then four, the card's padding). */
const THUMB_SIZES =
  '(min-width: 1280px) 269px, (min-width: 750px) calc((100vw - 100px) / 4 - 26px), (min-width: 640px) calc((100vw - 68px) / 4 - 26px), calc(50vw - 48px)'

/** /sellList: the member's minted items not on sale; pick some, then set their prices on /sellConfig. */
export function SellList() {
  const { user } = useSession()
  // Keyed by the wallet: binding one from the page's Wallet needed banner reads what it holds.
  const items = useQuery({ queryKey: ['unsold', user.walletaddress], queryFn: () => unsoldItems(1, BATCH) })
  const [picked, setPicked] = useState<number[]>([])
  const minted = (items.data?.list ?? []).filter((item) => item.status === 'minted' && item.tokenId !== null)
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]))
  if (items.isPending) return <p className="text-sm text-fg-muted">Loading your items…</p>
  // Without a wallet, the page's Wallet needed banner says why there is nothing and binds one.
  if (minted.length === 0 && !user.walletaddress) return null
  if (minted.length === 0)
    return (
      <EmptyState
        title="Nothing to sell yet"
        text="Only NFTs your wallet holds and has not listed yet can be sold, and it holds none right now."
        actions={[CREATE_FIRST_NFT, EXPLORE_MARKETPLACE]}
      />
    )
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted">
          Pick the items to list together: you set each price next, and one signature lists them all.
        </p>
        <Button asChild={picked.length > 0} disabled={picked.length === 0}>
          {picked.length > 0 ? (
            <Link to={`/sellConfig?ids=${picked.join(',')}`}>Sell {picked.length} selected</Link>
          ) : (
            'Sell selected'
          )}
        </Button>
      </div>
      <ul aria-label="Items to sell" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {minted.map((item) => (
          <li
            key={item.id}
            className="rounded-xl border border-line bg-surface p-3 transition-colors has-checked:border-brand-500 has-checked:ring-2 has-checked:ring-brand-500/30"
          >
            {/* The whole card picks the item, picture included: a phone's tap target, not a 13 px box. */}
            <label className="flex cursor-pointer flex-col gap-2 text-sm font-semibold text-fg">
              <ItemThumb item={item} sizes={THUMB_SIZES} className="aspect-square w-full rounded-lg" />
              <span className="flex min-w-0 items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-brand-600"
                  checked={picked.includes(item.id)}
                  onChange={() => toggle(item.id)}
                />
                <span className="min-w-0 break-words">{item.name}</span>
              </span>
            </label>
            <Link to={itemHref(item.id)} className="mt-1 inline-block text-xs text-brand-700 hover:underline">
              View item
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
