import { BadgeCheck, Globe, Search, Wallet } from 'lucide-react'
import { Link } from 'react-router'
import { kns } from '../../features/kns/api.ts'
import { yearlyText } from '../../features/kns/format.ts'
import { MY_NAMES_HREF, renewHref } from '../../features/kns/links.ts'
import { NameRow } from '../../features/kns/NameRow.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { KidSearchBox } from '../../features/shell/KidSearchBox.tsx'
import { authHref } from '../../lib/authLinks.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import { Container } from '../../ui/Container.tsx'
import type { Route } from './+types/home'

export const meta = () =>
  pageMeta({
    title: '.kid names | KID',
    description: 'Register a .kid name for your wallet: shown instead of your address everywhere on KID.',
  })

/** /kid: both price tiers for anyone, and the member's names soonest expiry first. */
export async function loader({ context }: Route.LoaderArgs) {
  const reads = kns(serverReader(context))
  const [prices, mine] = await Promise.all([
    reads.prices().catch(() => null),
    reads.mine('all', 1, 5).catch(() => null),
  ])
  return { prices, mine }
}

const STEPS = [
  { icon: Search, title: 'Search', text: 'Find a free name of 4 to 32 letters, digits, - or _.' },
  {
    icon: Wallet,
    title: 'Register in one transaction',
    text: 'No waiting between steps: one transaction registers it, points it at your wallet and makes it your name.',
  },
  {
    icon: BadgeCheck,
    title: 'Shown everywhere',
    text: 'Your name replaces your address on items, activity, rankings and your wallet card.',
  },
] as const

/** The hero's box, for the empty state's next step. */
const focusSearch = () => document.querySelector<HTMLInputElement>('#kid-hero input[type="search"]')?.focus()

export default function KidHomePage({ loaderData }: Route.ComponentProps) {
  const { prices, mine } = loaderData
  const { loggedIn } = useSession()
  return (
    <>
      <section id="kid-hero" className="border-b border-line bg-gradient-to-b from-brand-50 to-canvas">
        <Container className="flex flex-col items-center gap-5 py-12 text-center desk:py-16">
          <Globe className="size-10 text-brand-600" aria-hidden="true" />
          <h1 className="max-w-2xl text-3xl font-bold text-fg desk:text-4xl">Your name on KID</h1>
          <p className="max-w-xl text-base leading-7 text-fg-muted">
            One .kid name for your wallet, shown instead of your address on every page of KID. Yours to renew,
            transfer or sell.
          </p>
          <KidSearchBox />
        </Container>
      </section>
      <Container className="space-y-10 py-10">
        {prices && (
          <section aria-labelledby="prices-title" className="space-y-3">
            <h2 id="prices-title" className="text-xl font-bold text-fg">
              Prices
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {[
                { title: '4 characters', price: prices.four },
                { title: '5 characters or more', price: prices.fivePlus },
              ].map(({ title, price }) => (
                <li key={title} className="rounded-2xl border border-line bg-surface p-5">
                  <p className="text-sm text-fg-muted">{title}</p>
                  <p className="mt-1 text-lg font-bold text-fg">{yearlyText(price)}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="how-title" className="space-y-3">
          <h2 id="how-title" className="text-xl font-bold text-fg">
            How it works
          </h2>
          <ol className="grid gap-3 desk:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-line bg-surface p-5">
                <Icon className="size-6 text-brand-600" aria-hidden="true" />
                <h3 className="mt-3 font-bold text-fg">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-fg-muted">{text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="mine-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="mine-title" className="text-xl font-bold text-fg">
              Your names
            </h2>
            {mine && mine.list.length > 0 && (
              <Link to={MY_NAMES_HREF} className="text-sm font-semibold text-brand-700 hover:underline">
                See all
              </Link>
            )}
          </div>
          {!loggedIn ? (
            <EmptyState
              compact
              title="Log in to see your names"
              text="Your names, their expiry and their records are one click away once you log in."
              actions={[{ to: authHref('login', '/kid'), label: 'Log In' }]}
            />
          ) : !mine || mine.list.length === 0 ? (
            <EmptyState
              compact
              title="No names yet"
              text="Search above for the name you want: if it is free, you register it in one transaction."
              actions={[{ label: 'Search for a name', onClick: focusSearch }]}
            />
          ) : (
            <ul className="space-y-3" aria-label="Your names">
              {mine.list.map((name) => (
                <NameRow
                  key={name.tokenId}
                  name={name}
                  actions={
                    <Link to={renewHref(name.label)} className={buttonClass('outline', 'sm')}>
                      Renew<span className="sr-only"> {name.name}</span>
                    </Link>
                  }
                />
              ))}
            </ul>
          )}
        </section>
      </Container>
    </>
  )
}
