import { Gem, Globe, Sparkles } from 'lucide-react'
import { Link, Outlet } from 'react-router'
import { Logo } from '../ui/Logo.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

const HIGHLIGHTS = [
  {
    icon: Sparkles,
    title: 'Collect and trade NFTs',
    text: 'Drops from creators you follow, royalties on every sale.',
  },
  {
    icon: Globe,
    title: 'Claim your .kid name',
    text: 'One name for your wallet, your profile and your space.',
  },
  { icon: Gem, title: 'Earn bricks', text: 'Play the quiz, invite friends and get rewarded.' },
]

/** Second login layout: a split screen, brand panel on the left (desktop) and the form on the right. */
export default function Login2Layout() {
  return (
    <Shell tabBar={false} className="grid desk:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-ink-950 p-12 text-white desk:flex desk:flex-col desk:justify-between">
        <Link to="/" aria-label="KID home" className="relative z-10 self-start rounded-lg">
          <Logo tone="light" />
        </Link>
        <div
          aria-hidden="true"
          className="absolute -right-24 -bottom-24 size-[28rem] rounded-full bg-[conic-gradient(from_180deg,var(--color-brand-500),var(--color-accent-500),var(--color-cyan-400),var(--color-brand-500))] opacity-40 blur-3xl"
        />
        <ul className="relative flex max-w-sm flex-col gap-6">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-brand-200 ring-1 ring-white/15"
              >
                <Icon className="size-5" />
              </span>
              <div>
                <p className="font-semibold">{title}</p>
                <p className="mt-1 text-sm leading-6 text-white/70">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="relative max-w-sm text-3xl leading-tight font-bold">
          Create, collect and connect on KID.
        </p>
      </aside>
      <div className="flex flex-col items-center justify-center gap-6 bg-[radial-gradient(40rem_20rem_at_50%_-5%,var(--color-brand-100),transparent)] px-4 py-10 desk:bg-none desk:py-12">
        <Link to="/" aria-label="KID home" className="rounded-lg desk:hidden">
          <Logo />
        </Link>
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </div>
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
