import { shortenAddress } from '@kid/shared/format/address'
import { CheckCircle2, Wallet } from 'lucide-react'
import { WalletSignInButton } from '../../../features/account/WalletSignInButton.tsx'
import { useWalletActions } from '../../../features/wallet/useWalletActions.ts'
import { pageMeta } from '../../../lib/meta.ts'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { Button } from '../../../ui/Button.tsx'
import { Logo } from '../../../ui/Logo.tsx'

export const meta = () => pageMeta({ title: 'Connect wallet', description: 'Connect your wallet to KID.' })

/** /h5/connect-wallet and /h5/wallet/connect: connect (or sign in with) a wallet on a phone. */
export default function H5ConnectWalletPage() {
  const { loggedIn, user } = useSession()
  const wallet = useWalletActions()
  return (
    <div className="flex min-h-dvh flex-col items-center gap-8 bg-[radial-gradient(40rem_24rem_at_50%_-10%,var(--color-brand-100),transparent)] px-6 py-12 text-center">
      <Logo />
      <span className="inline-flex size-20 items-center justify-center rounded-3xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-pop">
        <Wallet className="size-10" aria-hidden="true" />
      </span>
      <div>
        <h1 className="text-2xl font-bold text-fg">Connect your wallet</h1>
        <p className="mt-2 text-sm leading-6 text-fg-muted">
          Sign a free message to prove the wallet is yours. No transaction, no gas.
        </p>
      </div>
      <div className="flex w-full max-w-sm flex-col gap-3">
        {!loggedIn ? (
          <WalletSignInButton rule={{ path: '/' }} />
        ) : user.walletaddress ? (
          <p className="flex items-center justify-center gap-2 rounded-xl bg-success-600/10 px-4 py-3 text-sm font-semibold text-success-600">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            Connected {shortenAddress(user.walletaddress)}
          </p>
        ) : (
          <Button size="lg" onClick={wallet.connect} disabled={wallet.busy}>
            Connect Wallet
          </Button>
        )}
      </div>
    </div>
  )
}
