import { RANKING_PERIODS, type RankingPeriod } from '@kid/shared/market/creators'

/** The creator ranking's periods (open/creator/top/ranking) with their labels. */
export const RANKING_PERIOD_LABELS: Record<RankingPeriod, string> = {
  '1d': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  all: 'All time',
}

/** The API's default, so /marketplace/creators and the home section rank the same week. */
export const DEFAULT_PERIOD: RankingPeriod = '7d'

/** Reads `?period=` of a shared link; anything unknown falls back to the default. */
export function rankingPeriodOf(params: URLSearchParams): RankingPeriod {
  const value = params.get('period')
  return RANKING_PERIODS.find((p) => p === value) ?? DEFAULT_PERIOD
}

/** The page of a period, the default left out so links stay canonical. */
export function rankingHref(period: RankingPeriod): string {
  return period === DEFAULT_PERIOD ? '/marketplace/creators' : `/marketplace/creators?period=${period}`
}
