import { shortenAddress } from '@kid/shared/format/address'
import type { Keystore } from '@kid/shared/kidwallet/calls'
import { TEXT } from '@kid/shared/texts'
import { sameAddress } from '@kid/shared/validate/wallet-address-rule'
import { AtSign, ClipboardCopy, ExternalLink, KeyRound, Lock, LockKeyhole } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { type Kept, KeptWalletGate } from '../../features/kidwallet/KeptWalletGate.tsx'
import { keptWallet } from '../../features/kidwallet/keptWallet.ts'
import { unlockedStore } from '../../features/kidwallet/kidStore.ts'
import { localKeystore } from '../../features/kidwallet/localKeystore.ts'
import { NoWallet } from '../../features/kidwallet/NoWallet.tsx'
import { WalletFrame } from '../../features/kidwallet/WalletFrame.tsx'
import { WalletPanel } from '../../features/kidwallet/WalletPanel.tsx'
import {
  checksummed,
  type WalletNetwork,
  walletNetwork,
} from '../../features/kidwallet/walletDetails.server.ts'
import { bindingOf, browserCopy, scryptCost } from '../../features/kidwallet/walletFacts.ts'
import { copyText } from '../../lib/clipboard.ts'
import { useStore } from '../../lib/createStore.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Button, buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/wallet-info'

export const meta = () =>
  pageMeta({
    title: 'Wallet details | KID wallet',
    description: 'Your KID wallet’s address, network, where it is kept and how it is sealed.',
  })

/** /wallet/settings/info (login required): the kept wallet, its checksummed address and the chain. */
export async function loader({ context }: Route.LoaderArgs) {
  const [kept, network] = await Promise.all([keptWallet(context), walletNetwork(context)])
  return { kept, address: kept ? checksummed(kept.address) : '', network }
}

/** The account a phrase opens: the first of the standard path (docs/kidwallet.md). */
const DERIVATION_PATH = "m/44'/60'/0'/0/0"

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3.5 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-fg">{label}</dt>
      <dd className="text-sm leading-6 text-fg-muted">{children}</dd>
    </div>
  )
}

/** What this browser holds, read after hydration (the server cannot see localStorage). */
function BrowserCopyLine({ kept }: { kept: Keystore }) {
  const [local, setLocal] = useState<Keystore | null | undefined>(undefined)
  useEffect(() => setLocal(localKeystore()), [])
  if (local === undefined) return <>This browser: checking…</>
  switch (browserCopy(local, kept)) {
    case 'same':
      return <>In this browser too, so it unlocks here even before you sign in.</>
    case 'older':
      return (
        <>
          In this browser, sealed at an earlier time: unlocking here asks for the wallet password it had then.
        </>
      )
    case 'other':
      return (
        <>
          Not in this browser: it keeps another KID wallet ({shortenAddress(local?.address ?? '')}), which
          unlocking here opens.
        </>
      )
    default:
      return <>Not in this browser: unlocking here reads the copy kept with your account.</>
  }
}

function LockState({ address }: { address: string }) {
  const unlocked = sameAddress(useStore(unlockedStore, null), address)
  const status = useRef<HTMLParagraphElement>(null)
  async function lockNow() {
    ;(await import('../../features/kidwallet/signer.ts')).lock()
    // The button goes with the state: the focus moves to the sentence that says it is locked.
    status.current?.focus()
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p ref={status} tabIndex={-1} role="status" className="min-w-0 flex-1 basis-60 outline-none">
        {unlocked ? (
          <>
            <strong className="font-semibold text-fg">Unlocked</strong> in this tab: it signs what you
            confirm, until you lock it or close the tab.
          </>
        ) : (
          <>
            <strong className="font-semibold text-fg">Locked</strong>: KID asks for your wallet password
            before it signs anything.
          </>
        )}
      </p>
      {unlocked && (
        <Button variant="outline" size="sm" onClick={lockNow}>
          <Lock className="size-4" aria-hidden="true" />
          Lock now
        </Button>
      )}
    </div>
  )
}

function Binding({ address }: { address: string }) {
  const { user } = useSession()
  const binding = bindingOf(user.walletaddress, address)
  if (binding === 'bound')
    return (
      <>
        <strong className="font-semibold text-fg">Yes</strong>: you can sign in to KID with it.
      </>
    )
  return (
    <>
      <strong className="font-semibold text-fg">No</strong>
      {binding === 'other'
        ? `: your account is bound to another wallet (${shortenAddress(user.walletaddress)}).`
        : ': '}
      {binding === 'none' && (
        <>
          <Link to="/wallet" className="font-semibold text-brand-700 underline">
            bind it on the overview
          </Link>{' '}
          to sign in to KID with it.
        </>
      )}
    </>
  )
}

function Network({ network }: { network: WalletNetwork | null }) {
  if (!network) return <>The network could not be read just now. Reload the page to try again.</>
  return (
    <>
      <strong className="font-semibold text-fg">{network.name}</strong>, chain id {network.chainId}. Tokens
      sent to this address on another network do not reach it here.
    </>
  )
}

function Details({ kept, address, network }: { kept: Kept; address: string; network: WalletNetwork | null }) {
  const { keystore } = kept
  const phrase = keystore.kind === 'mnemonic'
  const cost = scryptCost(keystore.crypto.kdfparams)
  const explorer = network?.explorerUrl.replace(/\/+$/, '')
  return (
    <WalletFrame
      title="Wallet details"
      intro="What your KID wallet is, where it is kept and how it is protected."
    >
      <div className="flex flex-col gap-4">
        <WalletPanel title="Address">
          <p className="mt-2 font-mono text-sm break-all text-fg" data-testid="wallet-address">
            {address}
          </p>
          <p className="mt-1 text-xs text-fg-subtle">
            With its checksum (EIP-55): the capital letters let a wallet catch a typo.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => copyText(address, TEXT.copySuccess)}>
              <ClipboardCopy className="size-4" aria-hidden="true" />
              Copy address
            </Button>
            {explorer && (
              <a
                href={`${explorer}/address/${address}`}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('ghost', 'sm')}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                See it on the explorer
              </a>
            )}
          </div>
        </WalletPanel>

        <WalletPanel title="About this wallet" className="pb-1.5">
          <dl className="mt-1 divide-y divide-line">
            <Fact label="Made from">
              {phrase ? (
                <>
                  <strong className="font-semibold text-fg">Recovery phrase</strong>: its words open this
                  wallet in any wallet app that takes a phrase (the first account,{' '}
                  <span className="font-mono text-xs whitespace-nowrap">{DERIVATION_PATH}</span>).
                </>
              ) : (
                <>
                  <strong className="font-semibold text-fg">Private key</strong>: it was imported as a key, so
                  there are no words to show; the key opens it in any wallet app that imports one.
                </>
              )}
            </Fact>
            <Fact label="Kept">
              <ul className="flex list-disc flex-col gap-1 pl-4">
                <li>On KID’s server with your account, sealed: KID keeps it for you and cannot open it.</li>
                <li>
                  <BrowserCopyLine kept={keystore} />
                </li>
              </ul>
            </Fact>
            <Fact label="Network">
              <Network network={network} />
            </Fact>
            <Fact label="Bound to your account">
              <Binding address={address} />
            </Fact>
            <Fact label="Unlocked">
              <LockState address={address} />
            </Fact>
            <Fact label="Protection">
              Sealed with your wallet password, which never leaves this browser. The password is stretched
              into a key by {keystore.crypto.kdf}, with N = {cost.n}, r = {cost.r} and p = {cost.p}: every try
              takes {cost.memory} of memory, which makes guessing slow.{' '}
              <span className="whitespace-nowrap">{keystore.crypto.cipher.toUpperCase()}</span> then encrypts
              the {phrase ? 'phrase' : 'key'} with that key, so a sealed copy changed by anyone no longer
              opens.
            </Fact>
          </dl>
        </WalletPanel>

        <nav aria-label="Wallet settings" className="flex flex-wrap gap-2">
          {phrase && (
            <Link to="/wallet/settings/phrase" className={buttonClass('outline', 'sm')}>
              <KeyRound className="size-4" aria-hidden="true" />
              View recovery phrase
            </Link>
          )}
          <Link to="/wallet/settings/password" className={buttonClass('outline', 'sm')}>
            <LockKeyhole className="size-4" aria-hidden="true" />
            Change wallet password
          </Link>
          <Link to="/wallet/settings/email" className={buttonClass('outline', 'sm')}>
            <AtSign className="size-4" aria-hidden="true" />
            Recovery e-mail
          </Link>
        </nav>
      </div>
    </WalletFrame>
  )
}

export default function WalletInfoPage({ loaderData }: Route.ComponentProps) {
  return (
    <KeptWalletGate title="Wallet details" kept={loaderData.kept} none={<NoWallet />}>
      {(kept) => <Details kept={kept} address={loaderData.address} network={loaderData.network} />}
    </KeptWalletGate>
  )
}
