import type { MyDrop } from '@kid/shared/launchpad/views'
import { Rocket } from 'lucide-react'
import { Link, useRevalidator } from 'react-router'
import { launchpad } from '../../features/launchpad/api.ts'
import { dateOf, ethOf } from '../../features/launchpad/format.ts'
import { LaunchpadCreatorFrame } from '../../features/launchpad/LaunchpadCreatorFrame.tsx'
import { dropHref } from '../../features/launchpad/links.ts'
import { useDropActions } from '../../features/launchpad/useDropActions.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import type { Route } from './+types/mine'

export const meta = () =>
  pageMeta({
    title: 'My drops | KID Launchpad',
    description: 'Your launchpad applications, deployments and proceeds.',
  })

/** my/drops: the caller's applications, newest first (login required; the guard runs first). */
export async function loader({ context }: Route.LoaderArgs) {
  const drops = await launchpad(serverReader(context))
    .mine(1, 50)
    .catch(() => null)
  return { drops }
}

const STATUS: Record<MyDrop['status'], { word: string; tone: BadgeTone }> = {
  review: { word: 'In review', tone: 'neutral' },
  approved: { word: 'Approved', tone: 'brand' },
  rejected: { word: 'Rejected', tone: 'danger' },
  deployed: { word: 'Deployed', tone: 'success' },
}

/** /launchpad/mine (KID's extension): deploy what was approved, withdraw what was sold. */
export default function MyDropsPage({ loaderData }: Route.ComponentProps) {
  const { deploy, withdraw, busy } = useDropActions()
  const { revalidate } = useRevalidator()
  const run = async (action: Promise<boolean>) => {
    if (await action) await revalidate()
  }
  const drops = loaderData.drops
  return (
    <LaunchpadCreatorFrame
      id="mine-title"
      title="My drops"
      intro="Deploy an approved drop from your wallet, follow its mints, and withdraw the proceeds."
    >
      {drops === null ? (
        <p role="alert" className="text-sm text-danger-600">
          Your drops could not be loaded. Reload the page to try again.
        </p>
      ) : drops.list.length === 0 ? (
        <EmptyState
          icon={<Rocket className="size-10" aria-hidden="true" />}
          title="No drops yet"
          text="Apply with your collection's supply, price and whitelist; once an operator approves it, you deploy it here."
          actions={[{ to: '/launchpad/apply', label: 'Apply for a drop' }]}
        />
      ) : (
        <ul className="space-y-3" aria-label="My drops">
          {drops.list.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-surface p-4"
            >
              <img src={d.media} alt="" className="size-16 rounded-xl object-cover" />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="truncate font-bold text-fg">{d.name}</h2>
                  <Badge tone={STATUS[d.status].tone}>{STATUS[d.status].word}</Badge>
                </div>
                <p className="mt-0.5 text-sm text-fg-muted">
                  {d.minted} / {d.total} minted · {ethOf(d.fee)} · opens {dateOf(d.start)}
                </p>
                {d.status === 'rejected' && d.reason && (
                  <p className="mt-1 text-sm text-danger-600">Why: {d.reason}</p>
                )}
                {d.proceeds !== null && (
                  <p className="mt-1 text-sm text-fg">
                    Proceeds waiting:{' '}
                    <span className="font-semibold tabular-nums">
                      {ethOf(d.proceeds).replace('Free', '0 ETH')}
                    </span>
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {d.status === 'approved' && (
                  <Button disabled={busy} onClick={() => run(deploy(d))}>
                    Deploy
                  </Button>
                )}
                {d.status === 'deployed' && (
                  <>
                    <Button
                      variant="outline"
                      disabled={busy || d.proceeds === '0'}
                      onClick={() => run(withdraw(d))}
                    >
                      Withdraw
                    </Button>
                    <Link
                      to={dropHref(d.id)}
                      className="self-center text-sm font-semibold text-brand-700 hover:underline"
                    >
                      View<span className="sr-only"> {d.name}</span>
                    </Link>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </LaunchpadCreatorFrame>
  )
}
