import { isKidDomain, kidName, labelProblem } from '@kid/shared/kns/names'
import { isWalletAddress } from '@kid/shared/validate/wallet-address-rule'
import { SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { kns } from '../../features/kns/api.ts'
import { KidFrame } from '../../features/kns/KidFrame.tsx'
import { manageHref, registerHref } from '../../features/kns/links.ts'
import { NameFacts } from '../../features/kns/NameFacts.tsx'
import { NameRow } from '../../features/kns/NameRow.tsx'
import { Suggestions } from '../../features/kns/Suggestions.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { WalletName } from '../../features/market/WalletName.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/search'

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: `“${params.domain}” | .kid names | KID`,
    description: 'Find a .kid name: its state, its price and free names like it.',
  })

/**
 * /kid/search/{term}: a wallet address shows the wallet's names; a word shows the name it would
 * be (when it is one), why it is not (when it breaks a rule), and free names built from it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const term = params.domain.toLowerCase()
  const reads = kns(serverReader(context))
  if (isWalletAddress(term)) {
    const names = await reads.namesOf(term, 1, 50).catch(() => null)
    return { term, wallet: { address: term, names } } as const
  }
  const [exact, suggestions] = await Promise.all([
    isKidDomain(term) ? reads.state(term).catch(() => null) : null,
    reads.recommend(term).catch(() => []),
  ])
  return { term, word: { exact, problem: labelProblem(term), suggestions } } as const
}

export default function KidSearchPage({ loaderData }: Route.ComponentProps) {
  const { term } = loaderData
  if (loaderData.wallet) {
    const { address, names } = loaderData.wallet
    return (
      <KidFrame title="Names of a wallet" intro={<WalletName address={address} />}>
        {names === null ? (
          <p role="alert" className="text-sm text-danger-600">
            This wallet’s names could not be loaded. Reload the page to try again.
          </p>
        ) : names.list.length === 0 ? (
          <EmptyState
            icon={<SearchX className="size-10" aria-hidden="true" />}
            title="No .kid names"
            text="This wallet holds no .kid name. Search for a word to find a free one."
            actions={[{ to: '/kid', label: 'Search names' }]}
          />
        ) : (
          <ul className="space-y-3" aria-label="Names of this wallet">
            {names.list.map((name) => (
              <NameRow key={name.tokenId} name={name} />
            ))}
          </ul>
        )}
      </KidFrame>
    )
  }
  const { exact, problem } = loaderData.word
  const suggestions = loaderData.word.suggestions.filter((s) => s.label !== exact?.label)
  return (
    <KidFrame title={`Results for “${term}”`}>
      <div className="space-y-8">
        {exact ? (
          <section aria-labelledby="exact-title" className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="exact-title" className="text-lg font-bold text-fg">
                {exact.name}
              </h2>
              {exact.state === 'available' || exact.reservedForYou ? (
                <Link to={registerHref(exact.label)} className={buttonClass('primary', 'md')}>
                  Register
                </Link>
              ) : (
                <Link to={manageHref(exact.label)} className={buttonClass('outline', 'md')}>
                  View name
                </Link>
              )}
            </div>
            <NameFacts name={exact} />
          </section>
        ) : (
          problem && (
            <p className="rounded-2xl border border-line bg-surface p-5 text-sm text-fg">
              <span className="font-semibold">{kidName(term)} cannot be registered.</span> {problem}
            </p>
          )
        )}
        <Suggestions list={suggestions} />
        {!exact && suggestions.length === 0 && (
          <EmptyState
            icon={<SearchX className="size-10" aria-hidden="true" />}
            title="No names to suggest"
            text="Try a longer word: a .kid name has 4 to 32 letters, digits, - or _."
            actions={[{ to: '/kid', label: 'Search again' }]}
          />
        )}
      </div>
    </KidFrame>
  )
}
