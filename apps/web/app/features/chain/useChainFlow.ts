import { TEXT } from '@kid/shared/texts'
import { useCallback, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { loginRedirect } from '../../lib/guards/guard.ts'
import { usePublicConfig } from '../../lib/publicConfig.tsx'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { toast } from '../../lib/toast.ts'
import type { FlowStep } from './runFlow.ts'
import type { ChainSession } from './transaction.ts'

/** The wallet code (wagmi, the connectors) loads with the first write, not with the page. */
const loadSession = () => import('./chainSession.ts')

/**
 * Starts a wallet flow from a page: signed out → /login?path=…; then the wallet rules and the
 * network check; then the steps in the transaction dialog. Resolves true when every step is done.
 */
export function useChainFlow() {
  const publicConfig = usePublicConfig()
  const { user, loggedIn } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [busy, setBusy] = useState(false)

  const start = useCallback(
    async (
      title: string,
      build: (session: ChainSession) => FlowStep[] | Promise<FlowStep[]>,
    ): Promise<boolean> => {
      if (!loggedIn) {
        navigate(loginRedirect(`${location.pathname}${location.search}`))
        return false
      }
      setBusy(true)
      try {
        const { openChainSession } = await loadSession()
        const session = await openChainSession(publicConfig, user.walletaddress)
        const { runFlow } = await import('./runFlow.ts')
        return await runFlow(title, await build(session), session.config.explorerUrl)
      } catch (error) {
        if ((error as Error).name !== 'WalletChoiceClosed')
          toast.error(error instanceof Error && error.message ? error.message : TEXT.tryAgain)
        return false
      } finally {
        setBusy(false)
      }
    },
    [loggedIn, navigate, location, publicConfig, user.walletaddress],
  )
  return { start, busy }
}
