import { sameAddress } from '@kid/shared/validate/wallet-address-rule'
import { Lock, QrCode, Send } from 'lucide-react'
import { Link } from 'react-router'
import { accountApi } from '../../features/account/api/account.ts'
import { AmountText } from '../../features/kidwallet/AmountText.tsx'
import { type Kept, KeptWalletGate } from '../../features/kidwallet/KeptWalletGate.tsx'
import { keptWallet } from '../../features/kidwallet/keptWallet.ts'
import { unlockedStore } from '../../features/kidwallet/kidStore.ts'
import { NoWallet } from '../../features/kidwallet/NoWallet.tsx'
import {
  ON_CHAIN_SYMBOLS,
  shownBalance,
  useOnChainBalances,
} from '../../features/kidwallet/useOnChainBalances.ts'
import { WalletFrame } from '../../features/kidwallet/WalletFrame.tsx'
import { WalletPanel } from '../../features/kidwallet/WalletPanel.tsx'
import { readBalances } from '../../features/shell/balances.ts'
import { SPENDING_TOKENS } from '../../features/shell/SpendingSection.tsx'
import { useWalletActions } from '../../features/wallet/useWalletActions.ts'
import { useStore } from '../../lib/createStore.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useQuery } from '../../lib/query.tsx'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { CopyAddressButton } from '../../ui/CopyAddressButton.tsx'
import type { Route } from './+types/wallet'

export const meta = () =>
  pageMeta({
    title: 'KID wallet | KID',
    description: 'Your wallet inside KID: balances, receive, and its keys.',
  })

/** /wallet (login required): the member's kept KID wallet, if any. */
export async function loader({ context }: Route.LoaderArgs) {
  return { kept: await keptWallet(context) }
}

function Balances({ address }: { address: `0x${string}` }) {
  const { user } = useSession()
  const chain = useOnChainBalances(address)
  const spending = useQuery({
    queryKey: ['balances', user.id],
    queryFn: async () => readBalances(await accountApi.balances()),
  })
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <WalletPanel title="On chain">
        {chain.isError && (
          <p className="mt-2 text-sm text-danger-600">The chain could not be read. Try again later.</p>
        )}
        <dl className="mt-2 divide-y divide-line">
          {ON_CHAIN_SYMBOLS.map((symbol) => (
            <div key={symbol} className="flex items-center justify-between py-2.5">
              <dt className="text-sm font-medium text-fg">{symbol}</dt>
              <dd className="text-sm font-semibold text-fg tabular-nums">
                <AmountText value={shownBalance(chain.data, symbol)} />
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to="/wallet/assets/send" className={buttonClass('outline', 'sm')}>
            <Send className="size-4" aria-hidden="true" />
            Send
          </Link>
          <Link to="/wallet/assets/share" className={buttonClass('outline', 'sm')}>
            <QrCode className="size-4" aria-hidden="true" />
            Receive
          </Link>
        </div>
      </WalletPanel>
      <WalletPanel title="Spending">
        <dl className="mt-2 divide-y divide-line">
          {SPENDING_TOKENS.map((token) => (
            <div key={token} className="flex items-center justify-between py-2.5">
              <dt className="text-sm font-medium text-fg">{token}</dt>
              <dd className="text-sm font-semibold text-fg tabular-nums">
                <AmountText value={spending.data?.[token]} />
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to="/wallet/spending/deposit" className={buttonClass('outline', 'sm')}>
            Deposit
          </Link>
          <Link to="/wallet/spending/withdraw" className={buttonClass('outline', 'sm')}>
            Withdraw
          </Link>
          <Link to="/wallet/spending/info" className={buttonClass('ghost', 'sm')}>
            Details
          </Link>
        </div>
      </WalletPanel>
    </div>
  )
}

function Overview({ kept }: { kept: Kept }) {
  const { user } = useSession()
  const wallet = useWalletActions()
  const unlocked = useStore(unlockedStore, null)
  const bound = sameAddress(user.walletaddress, kept.address)
  return (
    <WalletFrame title="KID wallet">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-ink-900 p-5 text-white">
          <CopyAddressButton address={kept.address} />
          <span className="text-sm text-white/75">
            {bound ? 'Bound to your account' : 'Not bound to your account yet'}
          </span>
          <Link to="/wallet/settings/info" className="text-sm font-semibold text-white underline">
            Wallet details
          </Link>
          <div className="ml-auto flex gap-2">
            {!bound && (
              <Button variant="inverse" size="sm" onClick={wallet.connect} disabled={wallet.busy}>
                Bind to my account
              </Button>
            )}
            {unlocked && (
              <Button
                variant="inverse"
                size="sm"
                onClick={async () => (await import('../../features/kidwallet/signer.ts')).lock()}
              >
                <Lock className="size-4" aria-hidden="true" />
                Lock
              </Button>
            )}
          </div>
        </div>
        <Balances address={kept.address} />
        <p className="text-sm text-fg-muted">
          Using another wallet?{' '}
          <Link to="/wallet/setup/import" className="font-semibold text-brand-700 underline">
            Import it
          </Link>{' '}
          in place of this one.
        </p>
      </div>
    </WalletFrame>
  )
}

export default function WalletPage({ loaderData }: Route.ComponentProps) {
  return (
    <KeptWalletGate title="KID wallet" kept={loaderData.kept} none={<NoWallet />}>
      {(kept) => <Overview kept={kept} />}
    </KeptWalletGate>
  )
}
