import { DROP_TYPES, type DropType } from '@kid/shared/launchpad/views'
import { Rocket } from 'lucide-react'
import { Link } from 'react-router'
import { launchpad } from '../../features/launchpad/api.ts'
import { CategoryTabs } from '../../features/launchpad/CategoryTabs.tsx'
import { DropCard } from '../../features/launchpad/DropCard.tsx'
import { LaunchpadHeader } from '../../features/launchpad/LaunchpadHeader.tsx'
import { categoryOf, listHref } from '../../features/launchpad/links.ts'
import { catalog } from '../../features/market/api/catalog.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Container } from '../../ui/Container.tsx'
import type { Route } from './+types/home'

export const meta = () =>
  pageMeta({
    title: 'Launchpad | KID',
    description:
      'Live, upcoming and ended NFT drops on KID: whitelists, countdowns and a live minted counter.',
  })

/** open/index for the category in the path (/launchpad/index/{category}), and the categories. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const category = categoryOf(params.category)
  const reader = serverReader(context)
  const [index, categories] = await Promise.all([
    launchpad(reader)
      .index(category)
      .catch(() => null),
    catalog(reader)
      .categories()
      .catch(() => []),
  ])
  return { category, index, categories }
}

const TITLES: Record<DropType, string> = { live: 'Live now', upcoming: 'Upcoming', ended: 'Ended' }
const EMPTY: Record<DropType, string> = {
  live: 'Nothing is minting right now. Upcoming drops open soon; subscribe to one to be told.',
  upcoming: 'No drop is scheduled yet. Creators apply, an operator reviews, then the drop appears here.',
  ended: 'No drop has ended yet.',
}

/** /launchpad and /launchpad/index/{category}: live, upcoming and ended drops. */
export default function LaunchpadHome({ loaderData }: Route.ComponentProps) {
  const { category, index, categories } = loaderData
  return (
    <Container className="space-y-8 py-8 desk:py-10">
      <LaunchpadHeader
        title="Drops"
        intro="Mint new collections as they launch: whitelist first, then everyone. We say whether you can mint before your wallet opens."
      />
      <CategoryTabs
        categories={categories}
        current={category}
        hrefOf={(c) => (c === undefined ? '/launchpad' : `/launchpad/index/${c}`)}
      />
      {index === null ? (
        <p role="alert" className="text-sm text-danger-600">
          The drops could not be loaded. Reload the page to try again.
        </p>
      ) : (
        DROP_TYPES.map((type) => (
          <section key={type} aria-labelledby={`drops-${type}`}>
            <div className="mb-4 flex items-baseline justify-between gap-3">
              <h2 id={`drops-${type}`} className="text-xl font-bold text-fg">
                {TITLES[type]}
              </h2>
              {index[type].length > 0 && (
                <Link
                  to={listHref(category, type)}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  See all<span className="sr-only"> {TITLES[type].toLowerCase()} drops</span>
                </Link>
              )}
            </div>
            {index[type].length === 0 ? (
              <EmptyState
                compact
                icon={<Rocket className="size-8" aria-hidden="true" />}
                title={`No ${TITLES[type].toLowerCase()} drops`}
                text={EMPTY[type]}
                actions={[{ to: '/launchpad/apply', label: 'Apply for a drop' }]}
              />
            ) : (
              <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
                {index[type].map((drop) => (
                  <li key={drop.id}>
                    <DropCard drop={drop} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}
    </Container>
  )
}
