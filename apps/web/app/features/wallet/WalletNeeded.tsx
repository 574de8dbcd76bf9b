import { Wallet } from 'lucide-react'
import { Link } from 'react-router'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Button } from '../../ui/Button.tsx'
import { useWalletActions } from './useWalletActions.ts'

/** What a wallet is, in one sentence: said wherever KID asks for one. */
export const WALLET_IN_ONE_SENTENCE =
  'A wallet is an app that holds your NFTs and crypto and signs what you do on the chain; KID never sees its keys.'

/**
 * Says before the work starts that what a page does needs a bound wallet, with the button that binds
 * one, instead of refusing at the last step ('Please bind one address'). Nothing once a wallet is
 * bound, nor for visitors: a guarded page has sent them to log in, an open one asks at the action.
 */
export function WalletNeeded({ purpose }: { purpose: string }) {
  const { loggedIn, user } = useSession()
  const wallet = useWalletActions()
  if (!loggedIn || user.walletaddress) return null
  return (
    <section
      aria-label="Wallet needed"
      className="mb-6 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 desk:flex-row desk:items-center"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
        <Wallet className="size-5" aria-hidden="true" />
      </span>
      <div className="flex-1 text-sm leading-6">
        <p className="font-semibold text-fg">Connect a wallet to {purpose}.</p>
        <p className="text-fg-muted">
          {WALLET_IN_ONE_SENTENCE}{' '}
          <Link to="/h5/illustrate" className="font-semibold text-brand-700 underline">
            What is a wallet?
          </Link>
        </p>
      </div>
      <Button onClick={wallet.connect} disabled={wallet.busy} className="shrink-0">
        Connect Wallet
      </Button>
    </section>
  )
}
