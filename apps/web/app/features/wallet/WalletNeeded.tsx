import { lazy, Suspense } from 'react'
import { useSession } from '../../lib/session/SessionProvider.tsx'

// Most people who open these pages have a wallet, or are visitors: the banner's code loads only
// for a member who has none.
const WalletNeededBanner = lazy(() =>
  import('./WalletNeededBanner.tsx').then((m) => ({ default: m.WalletNeededBanner })),
)

/**
 * Says before the work starts that what a page does needs a bound wallet, with the button that binds
 * one, instead of refusing at the last step ('Please bind one address'). Nothing once a wallet is
 * bound, nor for visitors: a guarded page has sent them to log in, an open one asks at the action.
 */
export function WalletNeeded({ purpose }: { purpose: string }) {
  const { loggedIn, user } = useSession()
  if (!loggedIn || user.walletaddress) return null
  return (
    <Suspense fallback={null}>
      <WalletNeededBanner purpose={purpose} />
    </Suspense>
  )
}
