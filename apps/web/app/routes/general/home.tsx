import { Hero } from '../../features/general/home/Hero.tsx'
import { loadHomeMarket } from '../../features/general/home/homeMarket.ts'
import { MarketCounts } from '../../features/general/home/MarketCounts.tsx'
import { MarketSections } from '../../features/general/home/MarketSections.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { pageMeta } from '../../lib/meta.ts'
import { hydrateAfterLoad } from '../../ui/hydrateAfterLoad.tsx'
import type { Route } from './+types/home'

export const meta = () =>
  pageMeta({
    title: 'KID — NFTs, drops, .kid names and communities for creators and fans',
    description:
      'Trade NFTs, mint launchpad drops, register .kid names, open blind boxes, join communities and play the Web3 quiz with rewards — all on KID.',
  })

/** Below the market, served whole; its code loads after the rest of the page's. */
const HomeMore = hydrateAfterLoad(() =>
  import('../../features/general/home/HomeMore.tsx').then((m) => m.HomeMore),
)

/** The market's sections come with the first paint. */
export function loader({ context }: Route.LoaderArgs) {
  return loadHomeMarket(serverReader(context))
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      {loaderData.counts && loaderData.counts.items > 0 && <MarketCounts counts={loaderData.counts} />}
      <MarketSections market={loaderData} />
      <HomeMore />
    </>
  )
}
