import type { CreatorView } from '@kid/shared/market/views'
import { Users } from 'lucide-react'
import { Link } from 'react-router'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { CreatorAvatar } from './CreatorAvatar.tsx'
import { creatorLabel } from './creatorLabel.ts'
import { EmptyState } from './EmptyState.tsx'
import { CREATE_AN_NFT, EXPLORE_MARKETPLACE } from './emptyActions.ts'
import { ListRetry } from './ListRetry.tsx'
import { creatorHref } from './links.ts'
import { PriceTag } from './PriceTag.tsx'
import type { PagedList } from './usePagedList.ts'
import { walletPicture } from './walletLabel.ts'

type Row = { creator: CreatorView; rank: number }
const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`
/** No sale yet is '0 ETH', without a '$0.00' beside it. */
const usdOf = (c: CreatorView, ethUsd?: string) => (c.volumeWei === '0' ? undefined : ethUsd)

/** From 750 px: a table, the whole row a link to the creator's page. */
function RankingTable({ rows, ethUsd, volumeLabel }: { rows: Row[]; ethUsd?: string; volumeLabel: string }) {
  return (
    <table className="hidden w-full text-left text-sm desk:table">
      <thead className="text-xs text-fg-muted uppercase">
        <tr className="border-b border-line">
          <th scope="col" className="w-16 py-3 pl-4 font-semibold">
            Rank
          </th>
          <th scope="col" className="py-3 font-semibold">
            Creator
          </th>
          <th scope="col" className="py-3 pr-6 text-right font-semibold">
            Items
          </th>
          <th scope="col" className="py-3 pr-4 text-right font-semibold">
            {volumeLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ creator, rank }) => (
          <tr
            key={creator.address}
            className="relative border-b border-line transition-colors hover:bg-canvas"
          >
            <td className="py-3 pl-4 font-bold text-fg-muted tabular-nums">{rank}</td>
            <td className="py-3">
              <span className="flex items-center gap-3">
                <CreatorAvatar src={walletPicture(creator.avatar, creator.kidName)} className="size-10" />
                <Link
                  to={creatorHref(creator)}
                  className="font-semibold text-fg after:absolute after:inset-0"
                >
                  {creatorLabel(creator)}
                </Link>
              </span>
            </td>
            <td className="py-3 pr-6 text-right text-fg-muted tabular-nums">{creator.items}</td>
            <td className="py-3 pr-4 text-right">
              <PriceTag wei={creator.volumeWei} ethUsd={usdOf(creator, ethUsd)} className="justify-end" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Below 750 px: one card per creator. */
function RankingCards({ rows, ethUsd }: { rows: Row[]; ethUsd?: string }) {
  return (
    <ol className="space-y-2 desk:hidden">
      {rows.map(({ creator, rank }) => (
        <li key={creator.address}>
          <Link
            to={creatorHref(creator)}
            className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3 transition hover:border-brand-200 hover:shadow-card"
          >
            <span className="w-6 shrink-0 text-center text-sm font-bold text-fg-muted tabular-nums">
              {rank}
            </span>
            <CreatorAvatar src={walletPicture(creator.avatar, creator.kidName)} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-fg">{creatorLabel(creator)}</span>
              <span className="block text-xs text-fg-muted">{items(creator.items)}</span>
            </span>
            <PriceTag
              wei={creator.volumeWei}
              ethUsd={usdOf(creator, ethUsd)}
              className="flex-col items-end text-right"
            />
          </Link>
        </li>
      ))}
    </ol>
  )
}

/** The ranking of open/creator/top/ranking, loading further pages as the visitor scrolls. */
export function CreatorRanking({
  list,
  ethUsd,
  volumeLabel,
}: {
  list: PagedList<CreatorView>
  ethUsd?: string
  volumeLabel: string
}) {
  if (!list.loading && !list.failed && list.items.length === 0)
    return (
      <EmptyState
        icon={<Users className="size-10" aria-hidden="true" />}
        title="No creators yet"
        text="Creators appear here once they mint their first NFT."
        actions={[CREATE_AN_NFT, EXPLORE_MARKETPLACE]}
      />
    )
  const rows = list.items.map((creator, index) => ({ creator, rank: index + 1 }))
  return (
    <section aria-label="Top creators" aria-busy={list.loading}>
      <RankingTable rows={rows} ethUsd={ethUsd} volumeLabel={volumeLabel} />
      <RankingCards rows={rows} ethUsd={ethUsd} />
      {list.loading && <Skeleton className="mt-2 h-14 w-full" />}
      {list.failed && <ListRetry what="The ranking" onRetry={list.loadMore} />}
    </section>
  )
}
