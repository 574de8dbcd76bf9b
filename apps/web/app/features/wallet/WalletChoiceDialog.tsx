import { Loader2, Wallet } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useStore } from '../../lib/createStore.ts'
import { usePublicConfig } from '../../lib/publicConfig.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { choiceStore, settleChoice, type WalletChoice } from './choiceStore.ts'
import { loadWalletEngine } from './loadWallet.ts'
import { WALLET_IN_ONE_SENTENCE } from './walletWords.ts'

function WalletConnectIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill="#3B99FC" />
      <path
        fill="#fff"
        d="M7.3 9.4a6.7 6.7 0 0 1 9.4 0l.3.3c.1.1.1.3 0 .4l-1.1 1a.2.2 0 0 1-.2 0l-.4-.4a4.7 4.7 0 0 0-6.6 0l-.4.4a.2.2 0 0 1-.2 0l-1.1-1a.3.3 0 0 1 0-.4zm11.6 2.2 1 1c.1.1.1.3 0 .4l-4.4 4.3a.3.3 0 0 1-.4 0l-3.1-3a.1.1 0 0 0-.1 0l-3.1 3a.3.3 0 0 1-.4 0L4.1 13a.3.3 0 0 1 0-.4l1-1a.3.3 0 0 1 .4 0l3.1 3h.1l3.1-3a.3.3 0 0 1 .4 0l3.1 3h.1l3.1-3a.3.3 0 0 1 .4 0z"
      />
    </svg>
  )
}

/** The wallet choice dialog: the browser wallets found by EIP-6963 (or window.ethereum) and WalletConnect. */
export function WalletChoiceDialog() {
  const request = useStore(choiceStore, null)
  const publicConfig = usePublicConfig()
  const [choices, setChoices] = useState<WalletChoice[] | null>(null)
  const open = request !== null

  useEffect(() => {
    if (!open) return
    let stop = () => {}
    let cancelled = false
    void loadWalletEngine().then((engine) => {
      if (cancelled) return
      const refresh = () => setChoices(engine.walletChoices(publicConfig))
      refresh()
      stop = engine.onChoicesChanged(publicConfig, refresh)
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [open, publicConfig])

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) settleChoice(null)
      }}
      title="Connect a wallet"
      description="Choose the wallet to sign in with. Signing is free: no transaction, no gas."
    >
      <p className="-mt-1 mb-4 text-sm leading-6 text-fg-muted">
        {WALLET_IN_ONE_SENTENCE}{' '}
        <Link
          to="/h5/illustrate"
          onClick={() => settleChoice(null)}
          className="font-semibold text-brand-700 underline"
        >
          What is a wallet?
        </Link>
      </p>
      {choices === null ? (
        <div className="flex justify-center py-8">
          <Loader2 className="size-6 animate-spin text-brand-600" aria-label="Loading wallets" />
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {choices.map((choice) => (
            <li key={choice.uid}>
              <button
                type="button"
                onClick={() => settleChoice(choice)}
                className="flex w-full items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-left text-sm font-semibold text-fg transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                {choice.kind === 'walletconnect' ? (
                  <WalletConnectIcon />
                ) : choice.icon ? (
                  <img src={choice.icon} alt="" className="size-6 rounded-md" />
                ) : (
                  <Wallet className="size-6 text-brand-600" aria-hidden="true" />
                )}
                <span className="flex-1">{choice.name}</span>
                <span className="text-xs font-medium text-fg-subtle">
                  {choice.kind === 'walletconnect' ? 'QR code' : choice.builtIn ? 'Built in' : 'Browser'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {choices !== null && !choices.some((choice) => choice.kind === 'injected' && !choice.builtIn) && (
        <p className="mt-4 rounded-xl bg-canvas p-4 text-sm leading-6 text-fg-muted">
          No browser wallet was found. The KID Wallet works right here; or add a browser wallet such as{' '}
          <a
            href="https://metamask.io/download/"
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            MetaMask
          </a>{' '}
          and come back, or open KID in your wallet app’s browser.
        </p>
      )}
    </Dialog>
  )
}
