import { DROP_TYPES, type DropType } from '@kid/shared/launchpad/views'
import { Rocket } from 'lucide-react'
import { data, Link } from 'react-router'
import { launchpad } from '../../features/launchpad/api.ts'
import { CategoryTabs } from '../../features/launchpad/CategoryTabs.tsx'
import { DropCard } from '../../features/launchpad/DropCard.tsx'
import { LaunchpadHeader } from '../../features/launchpad/LaunchpadHeader.tsx'
import { categoryOf, listHref } from '../../features/launchpad/links.ts'
import { catalog } from '../../features/market/api/catalog.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { buttonClass } from '../../ui/Button.tsx'
import { Container } from '../../ui/Container.tsx'
import type { Route } from './+types/list'

const SIZE = 24
const WORD: Record<DropType, string> = { live: 'Live', upcoming: 'Upcoming', ended: 'Ended' }

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: `${WORD[(params.type as DropType) ?? 'live'] ?? 'Live'} drops | KID Launchpad`,
    description: 'Every drop of one kind on the KID launchpad, page by page.',
  })

/** open/list: one type of drops (live by default) in a category ('all' for every one), ?page=N. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const type = (params.type ?? 'live') as DropType
  if (!DROP_TYPES.includes(type)) throw data(null, { status: 404 })
  const category = categoryOf(params.category)
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1)
  const reader = serverReader(context)
  const [list, categories] = await Promise.all([
    launchpad(reader)
      .list({ category, type, page, size: SIZE })
      .catch(() => null),
    catalog(reader)
      .categories()
      .catch(() => []),
  ])
  return { type, category, page, list, categories }
}

/** /launchpad/list/{category}/{type?}: the paged list with tabs for the types and categories. */
export default function LaunchpadList({ loaderData }: Route.ComponentProps) {
  const { type, category, page, list, categories } = loaderData
  return (
    <Container className="space-y-6 py-8 desk:py-10">
      <LaunchpadHeader
        title={`${WORD[type]} drops`}
        intro="Every drop of this kind, newest first; upcoming ones soonest first."
      />
      <nav aria-label="Kind of drop" className="flex gap-2">
        {DROP_TYPES.map((t) => (
          <Link
            key={t}
            to={listHref(category, t)}
            aria-current={t === type ? 'page' : undefined}
            className={buttonClass(t === type ? 'primary' : 'outline', 'sm')}
          >
            {WORD[t]}
          </Link>
        ))}
      </nav>
      <CategoryTabs categories={categories} current={category} hrefOf={(c) => listHref(c, type)} />
      {list === null ? (
        <p role="alert" className="text-sm text-danger-600">
          The drops could not be loaded. Reload the page to try again.
        </p>
      ) : list.list.length === 0 ? (
        <EmptyState
          icon={<Rocket className="size-10" aria-hidden="true" />}
          title={`No ${WORD[type].toLowerCase()} drops here`}
          text="Try another kind or category, or bring your own collection to the launchpad."
          actions={[
            { to: '/launchpad', label: 'All drops' },
            { to: '/launchpad/apply', label: 'Apply for a drop' },
          ]}
        />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
            {list.list.map((drop) => (
              <li key={drop.id}>
                <DropCard drop={drop} />
              </li>
            ))}
          </ul>
          <nav aria-label="Pages" className="flex justify-center gap-3">
            {page > 1 && (
              <Link to={listHref(category, type, page - 1)} className={buttonClass('outline', 'md')}>
                Previous
              </Link>
            )}
            {list.hasMore && (
              <Link to={listHref(category, type, page + 1)} className={buttonClass('outline', 'md')}>
                Next
              </Link>
            )}
          </nav>
        </>
      )}
    </Container>
  )
}
