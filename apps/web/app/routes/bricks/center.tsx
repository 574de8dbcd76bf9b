import { Link } from 'react-router'
import { bricksReads } from '../../features/bricks/api.ts'
import { Balances } from '../../features/bricks/Balances.tsx'
import { BRICKS_SECTIONS, BricksFrame } from '../../features/bricks/BricksFrame.tsx'
import { CampaignList } from '../../features/bricks/CampaignList.tsx'
import { CheckinCard } from '../../features/bricks/CheckinCard.tsx'
import { TaskList } from '../../features/bricks/TaskList.tsx'
import { useClaim } from '../../features/bricks/useClaim.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { pageMeta } from '../../lib/meta.ts'
import type { Route } from './+types/center'

export const meta = () =>
  pageMeta({
    title: 'Rewards | KID',
    description: 'Check in, link your accounts and invite friends to earn bricks on KID.',
  })

/** /bricks and /h5/bricks (login required): the reward centre. */
export async function loader({ context }: Route.LoaderArgs) {
  const reads = bricksReads(serverReader(context))
  const [center, campaigns] = await Promise.all([
    reads.center().catch(() => null),
    reads.campaigns().catch(() => []),
  ])
  return { center, campaigns }
}

const MORE = BRICKS_SECTIONS.filter((section) => section.to !== '/bricks')

export default function BricksCenterPage({ loaderData }: Route.ComponentProps) {
  const { center, campaigns } = loaderData
  const claim = useClaim()
  return (
    <BricksFrame
      title="Rewards"
      intro="Earn bricks every day: check in, link your social accounts and invite friends."
    >
      {center === null ? (
        <p role="alert" className="text-sm text-danger-600">
          Your rewards could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <div className="space-y-6">
          <Balances balances={center.balances} limits={center.limits} />
          {center.checkin && <CheckinCard checkin={center.checkin} claim={claim} />}
          <CampaignList campaigns={campaigns} claim={claim} />
          <section aria-labelledby="tasks-title" className="space-y-3">
            <h2 id="tasks-title" className="text-lg font-bold text-fg">
              Tasks
            </h2>
            <TaskList tasks={center.tasks} claim={claim} />
          </section>
          <nav aria-label="More about bricks" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {MORE.map(({ to, label, icon: Icon }) => (
              <Link
                key={to}
                to={to}
                className="flex items-center gap-2 rounded-xl border border-line bg-surface px-3 py-3 text-sm font-semibold text-fg hover:border-brand-300"
              >
                <Icon className="size-4 text-brand-600" aria-hidden="true" />
                {label}
              </Link>
            ))}
          </nav>
        </div>
      )}
    </BricksFrame>
  )
}
