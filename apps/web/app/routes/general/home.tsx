import { AppCallout } from '../../features/general/home/AppCallout.tsx'
import { FeatureTiles } from '../../features/general/home/FeatureTiles.tsx'
import { Hero } from '../../features/general/home/Hero.tsx'
import { HowItWorks } from '../../features/general/home/HowItWorks.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({
    title: 'KID — NFTs, drops, .kid names and communities for creators and fans',
    description:
      'Trade NFTs, mint launchpad drops, register .kid names, open blind boxes, join communities and play the Web3 quiz with rewards — all on KID.',
  })

export default function HomePage() {
  return (
    <>
      <Hero />
      <FeatureTiles />
      <HowItWorks />
      <AppCallout />
    </>
  )
}
