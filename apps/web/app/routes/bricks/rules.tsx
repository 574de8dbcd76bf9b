import { brickByType } from '@kid/shared/bricks'
import { Link } from 'react-router'
import { bricksReads } from '../../features/bricks/api.ts'
import { BricksFrame } from '../../features/bricks/BricksFrame.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { pageMeta } from '../../lib/meta.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import type { Route } from './+types/rules'

export const meta = () =>
  pageMeta({
    title: 'Bricks rules | KID',
    description: 'How to earn bricks on KID: tasks, amounts and daily limits.',
  })

/** /bricks/rules (open to visitors): every task, what it pays, the daily limits, the rules. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    config: await bricksReads(serverReader(context))
      .rules()
      .catch(() => null),
  }
}

export default function BricksRulesPage({ loaderData }: Route.ComponentProps) {
  const { config } = loaderData
  return (
    <BricksFrame
      title="Rules"
      intro="Bricks are KID's reward points: CBK, KF3 and KFC. They are earned by tasks and spent inside KID."
    >
      <div className="space-y-8">
        {config === null ? (
          <p role="alert" className="text-sm text-danger-600">
            The tasks could not be loaded. Reload the page to try again.
          </p>
        ) : (
          <>
            <DataTable
              label="Tasks and rewards"
              head={['Task', 'Reward', 'How']}
              rows={config.tasks.map((t) => ({
                key: t.slug,
                cells: [t.title, `${t.amount} ${brickByType(t.brickstype)?.title}`, t.description],
              }))}
            />
            <section aria-labelledby="limits-title">
              <h2 id="limits-title" className="mb-2 text-lg font-bold text-fg">
                Daily limits
              </h2>
              <p className="mb-3 text-sm text-fg-muted">
                Each member can earn at most this much of each brick type per day (UTC). A reward that would
                pass the limit waits on your reward centre until the next day.
              </p>
              <ul className="flex flex-wrap gap-2">
                {config.limits.map((l) => (
                  <li
                    key={l.code}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700"
                  >
                    {l.limit} {l.title} a day
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
        <section aria-labelledby="fair-title" className="max-w-prose space-y-2 text-sm text-fg">
          <h2 id="fair-title" className="text-lg font-bold">
            Fair play
          </h2>
          <p>
            The daily check-in counts once per UTC day; checking in on consecutive days builds your streak.
          </p>
          <p>
            A friend counts for you once they sign up with your invite link, verify their e-mail and make
            their first check-in. Each friend is rewarded once, to the member who invited them, and never back
            the other way.
          </p>
          <p>A social account can be linked to one KID member only, and each platform is rewarded once.</p>
          <p>Monthly campaigns count what you do from the day you join them until the month ends.</p>
          <p>
            Every reward is written to your{' '}
            <Link to="/h5/bricks-log" className="font-semibold text-brand-700 underline">
              bricks log
            </Link>
            . Bricks found to be earned by breaking these rules can be taken back.
          </p>
        </section>
      </div>
    </BricksFrame>
  )
}
