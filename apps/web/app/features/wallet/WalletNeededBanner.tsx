import { Wallet } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../ui/Button.tsx'
import { useWalletActions } from './useWalletActions.ts'
import { WALLET_IN_ONE_SENTENCE } from './walletWords.ts'

/** The banner WalletNeeded shows a member without a wallet (loaded only for them). */
export function WalletNeededBanner({ purpose }: { purpose: string }) {
  const wallet = useWalletActions()
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
