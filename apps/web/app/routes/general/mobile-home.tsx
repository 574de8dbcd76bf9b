import { AppCallout } from '../../features/general/home/AppCallout.tsx'
import { FeatureTiles } from '../../features/general/home/FeatureTiles.tsx'
import { Hero } from '../../features/general/home/Hero.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({
    title: 'KID',
    description: 'KID on your phone: NFTs, drops, .kid names, communities and the Web3 quiz.',
  })

/** The phone home page (a desktop is sent to / by the server guard). */
export default function MobileHomePage() {
  return (
    <>
      <Hero />
      <FeatureTiles compact />
      <AppCallout />
    </>
  )
}
