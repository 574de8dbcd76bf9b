import { AppCallout } from './AppCallout.tsx'
import { FeatureTiles } from './FeatureTiles.tsx'
import { HowItWorks } from './HowItWorks.tsx'
import { HOME_MORE_ID } from './homeMoreId.ts'

/**
 * The home page below the market: what KID offers, how it works, the app. Static sections far
 * below the fold, so routes/general/home.tsx hydrates them as they near the viewport.
 */
export function HomeMore() {
  return (
    <div id={HOME_MORE_ID}>
      <FeatureTiles />
      <HowItWorks />
      <AppCallout />
    </div>
  )
}
