import { formatShortDate } from '@kid/shared/format/time'
import { formatUnits } from '@kid/shared/format/units'
import { PAGE_SIZE_DEFAULT } from '@kid/shared/page'
import { Coins } from 'lucide-react'
import { Link } from 'react-router'
import { catalog } from '../../features/market/api/catalog.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { CreatorCenterFrame } from '../../features/market/create/CreatorCenterFrame.tsx'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { CREATE_AN_NFT } from '../../features/market/emptyActions.ts'
import { itemHref } from '../../features/market/links.ts'
import { toWei } from '../../features/market/price.ts'
import { pageMeta } from '../../lib/meta.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import type { Route } from './+types/earnings'

export const meta = () =>
  pageMeta({
    title: 'Creator Earnings | KID',
    description: 'Royalties and sales you earned on KID, per currency.',
  })

const PAGE_PARAM = 'page'

/** The caller's earnings, one page per address (?page=N) so the history stays shareable. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get(PAGE_PARAM)) || 1)
  const earnings = await catalog(serverReader(context))
    .earnings(page, PAGE_SIZE_DEFAULT)
    .catch(() => null)
  return { page, earnings }
}

const amount = (wei: string, decimals: number, symbol: string) =>
  `${formatUnits(toWei(wei) ?? 0n, decimals)} ${symbol}`

/** /personal/earnings (login required): totals per currency, then every royalty and sale. */
export default function EarningsPage({ loaderData }: Route.ComponentProps) {
  const { page, earnings } = loaderData
  return (
    <CreatorCenterFrame title="Creator Earnings">
      {earnings === null ? (
        <p role="alert" className="text-sm text-danger-600">
          Your earnings could not be loaded. Reload the page to try again.
        </p>
      ) : earnings.totals.length === 0 && earnings.list.length === 0 ? (
        <EmptyState
          icon={<Coins className="size-10" aria-hidden="true" />}
          title="No earnings yet"
          text="Royalties from resales and the proceeds of your sales appear here as soon as they settle on chain."
          actions={[CREATE_AN_NFT, { to: '/sellList', label: 'Sell an NFT' }]}
        />
      ) : (
        <div className="space-y-8">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Totals">
            {earnings.totals.map((t) => (
              <li key={t.currency} className="rounded-xl border border-line bg-surface p-5 shadow-card">
                <p className="text-xs font-semibold text-fg-muted uppercase">Total in {t.symbol}</p>
                <p className="mt-1 text-2xl font-bold text-fg tabular-nums">
                  {amount(t.amountWei, t.decimals, t.symbol)}
                </p>
              </li>
            ))}
          </ul>
          <DataTable
            label="Earnings"
            head={['Item', 'Kind', 'Amount', 'Date']}
            rows={earnings.list.map((row) => ({
              key: row.id,
              cells: [
                <Link
                  key="i"
                  to={itemHref(row.itemId)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {row.itemName}
                </Link>,
                row.kind === 'royalty' ? 'Royalty' : 'Sale',
                <span key="a" className="tabular-nums">
                  {amount(row.amountWei, row.decimals, row.symbol)}
                </span>,
                formatShortDate(row.createdAt),
              ],
            }))}
          />
          <nav aria-label="Pages" className="flex justify-between text-sm font-semibold">
            {page > 1 ? <Link to={`?${PAGE_PARAM}=${page - 1}`}>← Newer</Link> : <span />}
            {earnings.hasMore && <Link to={`?${PAGE_PARAM}=${page + 1}`}>Older →</Link>}
          </nav>
        </div>
      )}
    </CreatorCenterFrame>
  )
}
