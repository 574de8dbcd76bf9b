import type { HomeCounts } from '@kid/shared/market/creators'
import { Container } from '../../../ui/Container.tsx'
import { countStat, ethStat, Stats } from '../../market/Stats.tsx'

/** The platform's figures under the hero; left out until there is something to count. */
export function MarketCounts({ counts }: { counts: HomeCounts }) {
  return (
    <section aria-label="KID in numbers" className="border-b border-line bg-surface py-6">
      <Container>
        <Stats
          stats={[
            { label: 'NFTs', value: countStat(counts.items) },
            { label: 'Collections', value: countStat(counts.collections) },
            { label: 'Creators', value: countStat(counts.creators) },
            { label: 'Volume', value: ethStat(counts.volumeWei) },
          ]}
        />
      </Container>
    </section>
  )
}
