import { KNS_LIST_STATES, type KnsListState } from '@kid/shared/kns/views'
import { Globe } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { kns } from '../../features/kns/api.ts'
import { KidFrame } from '../../features/kns/KidFrame.tsx'
import { renewHref } from '../../features/kns/links.ts'
import { NameRow } from '../../features/kns/NameRow.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { LinkTabs } from '../../features/market/LinkTabs.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/my-names'

export const meta = () =>
  pageMeta({ title: 'My names | .kid names | KID', description: 'Your .kid names, soonest expiry first.' })

const SIZE = 20
const TAB_WORD: Record<KnsListState, string> = {
  all: 'All',
  registered: 'Registered',
  expiring: 'Expiring soon',
  grace: 'In grace period',
}
const stateOf = (value: string | null): KnsListState =>
  (KNS_LIST_STATES as readonly string[]).includes(value ?? '') ? (value as KnsListState) : 'all'

/** /kid/domain-manage (login required): the member's names by state, soonest expiry first, paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const state = stateOf(query.get('state'))
  const page = Math.max(1, Math.min(10_000, Number(query.get('page')) || 1))
  const names = await kns(serverReader(context))
    .mine(state, page, SIZE)
    .catch(() => null)
  return { state, page, names }
}

export default function MyNamesPage({ loaderData }: Route.ComponentProps) {
  const { state, page, names } = loaderData
  const [picked, setPicked] = useState<string[]>([])
  const pick = (label: string, on: boolean) =>
    setPicked((now) => (on ? [...now, label] : now.filter((l) => l !== label)))
  const [first, ...rest] = picked
  const more = names !== null && names.list.length === SIZE
  return (
    <KidFrame
      title="My names"
      intro="Soonest expiry first. Pick several to renew them in one transaction."
      actions={
        first && (
          <Link to={renewHref(first, rest)} className={buttonClass('primary', 'md')}>
            Renew {picked.length} {picked.length === 1 ? 'name' : 'names'}
          </Link>
        )
      }
    >
      <LinkTabs
        label="Names by state"
        tabs={KNS_LIST_STATES.map((s) => ({
          to: s === 'all' ? '/kid/domain-manage' : `/kid/domain-manage?state=${s}`,
          label: TAB_WORD[s],
          active: s === state,
        }))}
      />
      <div className="mt-5">
        {names === null ? (
          <p role="alert" className="text-sm text-danger-600">
            Your names could not be loaded. Reload the page to try again.
          </p>
        ) : names.list.length === 0 ? (
          <EmptyState
            icon={<Globe className="size-10" aria-hidden="true" />}
            title={state === 'all' ? 'No names yet' : `No names ${TAB_WORD[state].toLowerCase()}`}
            text={
              state === 'all'
                ? 'A .kid name shows instead of your wallet address everywhere on KID. Find a free one.'
                : 'Nothing here right now. Your other names are under All.'
            }
            actions={[{ to: '/kid', label: 'Find a name' }]}
          />
        ) : (
          <>
            <ul className="space-y-3" aria-label="My names">
              {names.list.map((name) => (
                <NameRow
                  key={name.tokenId}
                  name={name}
                  lead={
                    <input
                      type="checkbox"
                      aria-label={`Pick ${name.name} to renew`}
                      checked={picked.includes(name.label)}
                      onChange={(e) => pick(name.label, e.target.checked)}
                      className="size-4 accent-brand-600"
                    />
                  }
                  actions={
                    <Link to={renewHref(name.label)} className={buttonClass('outline', 'sm')}>
                      Renew<span className="sr-only"> {name.name}</span>
                    </Link>
                  }
                />
              ))}
            </ul>
            {(page > 1 || more) && (
              <nav aria-label="Pages" className="mt-5 flex justify-between">
                {page > 1 ? (
                  <Link to={`?state=${state}&page=${page - 1}`} className={buttonClass('outline', 'sm')}>
                    Previous
                  </Link>
                ) : (
                  <span />
                )}
                {more && (
                  <Link to={`?state=${state}&page=${page + 1}`} className={buttonClass('outline', 'sm')}>
                    Next
                  </Link>
                )}
              </nav>
            )}
          </>
        )}
      </div>
    </KidFrame>
  )
}
