import type { SearchResults } from '@kid/shared/market/search'
import { ArrowRight } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { Link } from 'react-router'
import { CollectionCard } from '../market/CollectionCard.tsx'
import { EmptyState } from '../market/EmptyState.tsx'
import { ItemGrid } from '../market/ItemGrid.tsx'
import { noResults } from './noResults.tsx'
import { PersonCard } from './PersonCard.tsx'
import { COLLECTION_GRID, PEOPLE_GRID } from './resultGrids.ts'
import { countLabel, searchHref } from './searchPages.ts'

/** How many of each the All tab shows (of ALL_TAB_SIZE asked); its tab has the rest. */
const SHOWN = { nfts: 10, collections: 4, people: 6 }

function Section({
  title,
  count,
  more,
  children,
}: {
  title: string
  count: number
  more: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-fg">
          {title}{' '}
          <span className="text-base font-semibold text-fg-muted tabular-nums">{countLabel(count)}</span>
        </h2>
        {more && (
          <Link
            to={more}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            See all {title}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  )
}

/** The All tab: the best few of each kind, each with a link to its own tab when there are more. */
export function AllResults({ term, results }: { term: string; results: SearchResults }) {
  const counts = results.counts ?? { nfts: 0, collections: 0, people: 0 }
  const nfts = results.nfts?.list.slice(0, SHOWN.nfts) ?? []
  const collections = results.collections?.list.slice(0, SHOWN.collections) ?? []
  const people = results.people?.list.slice(0, SHOWN.people) ?? []
  if (nfts.length + collections.length + people.length === 0)
    return <EmptyState {...noResults(term, 'NFTs, collections or members')} />
  const more = (tab: keyof typeof SHOWN, shown: number) => (counts[tab] > shown ? searchHref(term, tab) : '')
  return (
    <div className="space-y-10">
      {nfts.length > 0 && (
        <Section title="NFTs" count={counts.nfts} more={more('nfts', nfts.length)}>
          <ItemGrid
            list={{ items: nfts, loading: false, hasMore: false, failed: false, loadMore: () => {} }}
            label="NFTs"
            empty={noResults(term, 'NFTs')}
          />
        </Section>
      )}
      {collections.length > 0 && (
        <Section
          title="Collections"
          count={counts.collections}
          more={more('collections', collections.length)}
        >
          <ul className={COLLECTION_GRID} aria-label="Collections">
            {collections.map((c) => (
              <li key={c.id}>
                <CollectionCard collection={c} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {people.length > 0 && (
        <Section title="People" count={counts.people} more={more('people', people.length)}>
          <ul className={PEOPLE_GRID} aria-label="People">
            {people.map((p) => (
              <li key={p.userId ?? p.address}>
                <PersonCard person={p} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  )
}
