import { PAGE_SIZE_DEFAULT } from '@kid/shared/page'
import { useCallback } from 'react'
import { catalog } from '../../features/market/api/catalog.ts'
import { browserReader } from '../../features/market/api/reader.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { CreatorRanking } from '../../features/market/CreatorRanking.tsx'
import { PeriodSwitch } from '../../features/market/PeriodSwitch.tsx'
import { RANKING_PERIOD_LABELS, rankingPeriodOf } from '../../features/market/rankingPeriod.ts'
import { TypeTabs } from '../../features/market/TypeTabs.tsx'
import { usePagedList } from '../../features/market/usePagedList.ts'
import { pageMeta } from '../../lib/meta.ts'
import { Container } from '../../ui/Container.tsx'
import type { Route } from './+types/creator-ranking'

export const meta = () =>
  pageMeta({
    title: 'Top creators | KID',
    description:
      'KID creators ranked by the sales volume of what they created: today, this week, this month or ever.',
  })

/** The first page and the USD rate come with the HTML; without a rate the volumes show in ETH only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const period = rankingPeriodOf(new URL(request.url).searchParams)
  const calls = catalog(serverReader(context))
  const [first, price] = await Promise.all([
    calls.creatorRanking({ period, page: 1, size: PAGE_SIZE_DEFAULT }).catch(() => null),
    calls.ethPrice().catch(() => null),
  ])
  return { period, first, ethUsd: price?.usd }
}

/** /marketplace/creators: the creator ranking, a tab beside the item kinds, period kept in the URL. */
export default function CreatorRankingPage({ loaderData }: Route.ComponentProps) {
  const { period, first, ethUsd } = loaderData
  const fetchPage = useCallback(
    (page: number) => catalog(browserReader).creatorRanking({ period, page, size: PAGE_SIZE_DEFAULT }),
    [period],
  )
  const list = usePagedList(first, fetchPage)
  const label = RANKING_PERIOD_LABELS[period]
  return (
    <Container className="py-8 desk:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-fg desk:text-4xl">Marketplace</h1>
      <p className="mt-2 text-fg-muted">Collect art, video and more from KID creators.</p>
      <div className="mt-6 space-y-5">
        <TypeTabs current="creators" />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 className="text-xl font-bold text-fg">Top creators</h2>
            <p className="mt-1 text-sm text-fg-muted">
              Ranked by the sales volume of what they created
              {period === 'all' ? ', ever.' : ` in the last ${label}.`}
            </p>
          </div>
          <PeriodSwitch current={period} />
        </div>
        <CreatorRanking
          list={list}
          ethUsd={ethUsd}
          volumeLabel={period === 'all' ? 'Volume' : `Volume · ${label}`}
        />
      </div>
    </Container>
  )
}
