import { KeyRound, type LucideIcon, PenLine, ShieldCheck, Wallet } from 'lucide-react'
import { Link } from 'react-router'
import { WalletNeeded } from '../../features/wallet/WalletNeeded.tsx'
import { WALLET_IN_ONE_SENTENCE } from '../../features/wallet/walletWords.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import { Logo } from '../../ui/Logo.tsx'

export const meta = () =>
  pageMeta({
    title: 'What is a wallet? | KID',
    description: 'What a crypto wallet is, what KID uses it for, how to get one and how to keep it safe.',
  })

type Step = { icon: LucideIcon; title: string; text: string }

const STEPS: Step[] = [
  {
    icon: PenLine,
    title: 'What KID uses it for',
    text: 'Signing in with a signature, which is free. Minting, buying, selling, bidding and making offers are transactions on the chain: your wallet shows each one and its network fee (gas, paid in ETH) before you approve it.',
  },
  {
    icon: Wallet,
    title: 'Get one',
    text: 'On a computer, add a browser wallet such as MetaMask, Rabby or Coinbase Wallet from its official site. On a phone, install a wallet app and open KID in its built-in browser, or scan the WalletConnect QR code where KID shows one.',
  },
  {
    icon: KeyRound,
    title: 'Connect it to KID',
    text: 'Choose Connect Wallet when you log in, or in your wallet card if you signed up with email. The wallet you bind is the one KID lets you trade with, so your NFTs and your account always match.',
  },
  {
    icon: ShieldCheck,
    title: 'Keep it safe',
    text: 'Your recovery phrase is the wallet itself: never type it into a website and never share it. KID will never ask for it. Read what a wallet asks you to sign, and reject anything you did not start.',
  },
]

/** /h5/illustrate: what a wallet is, for a newcomer; the wallet dialogs and banners link here. */
export default function IllustratePage() {
  const { loggedIn } = useSession()
  return (
    <div className="min-h-dvh bg-surface">
      <div className="relative overflow-hidden bg-ink-950 px-5 pt-10 pb-12 text-white">
        <Link to="/" aria-label="KID home" className="relative inline-block rounded-lg">
          <Logo tone="light" />
        </Link>
        <h1 className="relative mt-6 text-3xl font-black tracking-tight">What is a wallet?</h1>
        <p className="relative mt-3 text-base leading-7 text-white/80">{WALLET_IN_ONE_SENTENCE}</p>
      </div>
      <div className="px-5 py-8">
        <WalletNeeded purpose="trade and create on KID" />
        <ol className="flex flex-col gap-6">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <step.icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h2 className="text-base font-bold text-fg">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h2>
                <p className="mt-1 text-sm leading-6 text-fg-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap gap-3">
          {!loggedIn && (
            <Link to="/login" className={buttonClass('primary', 'md')}>
              Log In
            </Link>
          )}
          <Link to="/marketplace" className={buttonClass(loggedIn ? 'primary' : 'outline', 'md')}>
            Explore the marketplace
          </Link>
        </div>
      </div>
    </div>
  )
}
