import { AppCallout } from './AppCallout.tsx'
import { FeatureTiles } from './FeatureTiles.tsx'
import { HowItWorks } from './HowItWorks.tsx'

/**
 * The home page below the market: what KID offers, how it works, the app. Static sections far
 * below the fold, so routes/general/home.tsx hydrates them after the rest of the page.
 */
export function HomeMore() {
  return (
    <>
      <FeatureTiles />
      <HowItWorks />
      <AppCallout />
    </>
  )
}
