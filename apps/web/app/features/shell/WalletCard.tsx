import {
  ArrowLeftRight,
  Gem,
  Gift,
  Globe,
  KeyRound,
  LogOut,
  ShoppingBag,
  Unplug,
  UserRound,
  Wallet,
} from 'lucide-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import { isLive } from '../../lib/domains.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { avatarOf, displayNameOf } from '../../lib/session/user.ts'
import { CopyAddressButton } from '../../ui/CopyAddressButton.tsx'
import { cn } from '../../ui/cn.ts'
import { Drawer } from '../../ui/Drawer.tsx'
import { MY_NAMES_HREF } from '../kns/links.ts'
import { useWalletActions } from '../wallet/useWalletActions.ts'
import { ACCOUNT_MENU } from './nav.ts'
import { SpendingSection } from './SpendingSection.tsx'
import { useOwnKidName } from './useOwnKidName.ts'

// The chain code (viem, the WETH ABI) loads when the dialog is first opened, not with every page.
const WrapEthDialog = lazy(() => import('../wallet/WrapEthDialog.tsx'))

const cardButton =
  'inline-flex h-9 items-center gap-1.5 rounded-full bg-white/12 px-3.5 text-sm font-semibold text-white transition-colors hover:bg-white/20 disabled:opacity-50'

function Shortcut({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex flex-col items-center gap-2 rounded-xl border border-line bg-surface p-3 text-xs font-semibold text-fg transition-colors hover:border-brand-300 hover:bg-brand-50"
    >
      <span
        className="inline-flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&>svg]:size-4.5"
        aria-hidden="true"
      >
        {icon}
      </span>
      {label}
    </button>
  )
}

/** The wallet card: a slide-in panel from the avatar. Page scrolling is locked while open. */
export function WalletCard({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user, signOut } = useSession()
  const navigate = useNavigate()
  const wallet = useWalletActions()
  const [wrapOpen, setWrapOpen] = useState(false)
  const kidName = useOwnKidName(user.walletaddress, open)
  const go = (to: string) => {
    onOpenChange(false)
    navigate(to)
  }
  const openProfile = () => {
    // Without a wallet address the profile cannot open: the click only closes the card.
    if (!user.walletaddress) onOpenChange(false)
    else go(ACCOUNT_MENU.profile.to)
  }

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title="Wallet card"
      hideTitle
      actions={
        <button
          type="button"
          onClick={signOut}
          aria-label="Sign Out"
          title="Sign Out"
          className="inline-flex size-9 items-center justify-center rounded-full text-fg-muted hover:bg-ink-900/6 hover:text-danger-600"
        >
          <LogOut className="size-5" aria-hidden="true" />
        </button>
      }
    >
      <div className="flex flex-col gap-6 p-5">
        <div className="-mt-2 flex items-center gap-3">
          <img
            src={avatarOf(user, kidName?.avatar)}
            alt=""
            className="size-14 rounded-full object-cover ring-2 ring-brand-100"
          />
          <div className="min-w-0">
            <p className="truncate text-lg font-bold text-fg">{displayNameOf(user)}</p>
            {user.email && <p className="truncate text-sm text-fg-muted">{user.email}</p>}
          </div>
        </div>

        <nav aria-label="Shortcuts" className="grid auto-cols-fr grid-flow-col gap-2">
          <Shortcut icon={<UserRound />} label="Profile" onClick={openProfile} />
          <Shortcut icon={<ShoppingBag />} label="Sell" onClick={() => go(ACCOUNT_MENU.sell.to)} />
          <Shortcut icon={<Gem />} label="Creator Earnings" onClick={() => go(ACCOUNT_MENU.earnings.to)} />
          {isLive('kns') && <Shortcut icon={<Globe />} label="My KID" onClick={() => go(MY_NAMES_HREF)} />}
          {isLive('bricks') && <Shortcut icon={<Gift />} label="Rewards" onClick={() => go('/bricks')} />}
        </nav>

        <section aria-labelledby="wallet-card-wallet" className="rounded-2xl bg-ink-900 p-4 text-white">
          <div className="flex items-center gap-2">
            <Wallet className="size-4 text-brand-300" aria-hidden="true" />
            <h2 id="wallet-card-wallet" className="text-sm font-semibold">
              Wallet
            </h2>
          </div>
          {user.walletaddress ? (
            <>
              {kidName?.name && (
                <p className="mt-3 truncate text-lg font-bold" title={kidName.name}>
                  {kidName.name}
                </p>
              )}
              <CopyAddressButton address={user.walletaddress} className={kidName?.name ? 'mt-1' : 'mt-3'} />
            </>
          ) : (
            <p className="mt-3 text-sm text-white/75">No wallet is bound to this account yet.</p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            {user.walletaddress ? (
              <>
                <button type="button" onClick={wallet.connect} disabled={wallet.busy} className={cardButton}>
                  <ArrowLeftRight className="size-4" aria-hidden="true" />
                  Switch
                </button>
                {wallet.canDisconnect && (
                  <button
                    type="button"
                    onClick={wallet.disconnect}
                    disabled={wallet.busy}
                    className={cardButton}
                  >
                    <Unplug className="size-4" aria-hidden="true" />
                    Disconnect
                  </button>
                )}
                <button type="button" onClick={() => setWrapOpen(true)} className={cardButton}>
                  Wrap ETH
                </button>
              </>
            ) : (
              <button
                type="button"
                onClick={wallet.connect}
                disabled={wallet.busy}
                className={cn(cardButton, 'bg-white text-ink-900 hover:bg-white/90')}
              >
                <Wallet className="size-4" aria-hidden="true" />
                Connect Wallet
              </button>
            )}
          </div>
          {isLive('spending') && (
            <button type="button" onClick={() => go('/wallet')} className={cn(cardButton, 'mt-2')}>
              <KeyRound className="size-4" aria-hidden="true" />
              KID wallet
            </button>
          )}
          {wrapOpen && (
            <Suspense fallback={null}>
              <WrapEthDialog open={wrapOpen} onOpenChange={setWrapOpen} />
            </Suspense>
          )}
        </section>

        {isLive('spending') && <SpendingSection open={open} onNavigate={() => onOpenChange(false)} />}
      </div>
    </Drawer>
  )
}
