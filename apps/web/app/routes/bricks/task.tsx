import { brickByType } from '@kid/shared/bricks'
import type { MemberTask, TaskConfig } from '@kid/shared/bricks/tasks'
import { data, Link } from 'react-router'
import { bricksApi, bricksReads } from '../../features/bricks/api.ts'
import { BricksFrame } from '../../features/bricks/BricksFrame.tsx'
import { useClaim } from '../../features/bricks/useClaim.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { loginRedirect } from '../../lib/guards/guard.ts'
import { pageMeta } from '../../lib/meta.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/task'

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  pageMeta({
    title: `${loaded?.task.title ?? 'Task'} | KID`,
    description: loaded?.task.description ?? 'A task of the KID reward centre.',
  })

/**
 * /h5/bricks/{slug} (open): one task, shareable. A member sees their state and can act; a visitor
 * sees what it pays and is asked to sign in. An unknown task is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const reads = bricksReads(serverReader(context))
  const mine = await reads.task(params.slug).catch(() => null)
  if (mine) return { task: mine as TaskConfig, mine: mine as MemberTask | null }
  const rules = await reads.rules().catch(() => null)
  const task = rules?.tasks.find((t) => t.slug === params.slug)
  if (!task) throw data(null, { status: 404 })
  return { task, mine: null }
}

/** Where the task is done, when it is not claimed here. */
const WHERE: Record<string, { to: string; label: string }> = {
  social: { to: '/bricks/social', label: 'Link your account' },
  invite: { to: '/bricks/invite', label: 'Invite friends' },
  newsletter: { to: '/subscribe', label: 'Subscribe' },
}

export default function BricksTaskPage({ loaderData, params }: Route.ComponentProps) {
  const { task, mine } = loaderData
  const claim = useClaim()
  const where = WHERE[task.kind]
  return (
    <BricksFrame title={task.title} intro={task.description}>
      <div className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
        <p className="text-3xl font-bold text-brand-700">
          +{task.amount} {brickByType(task.brickstype)?.title}
        </p>
        {mine ? (
          <>
            <p className="text-sm text-fg">{mine.state === 'done' ? `Done. ${mine.hint}` : mine.hint}</p>
            <div className="flex flex-wrap gap-2">
              {mine.state === 'claimable' && task.kind !== 'invite' && (
                <Button
                  disabled={claim.busy !== null}
                  onClick={() => void claim.run(task.slug, () => bricksApi.claim(task.slug))}
                >
                  {task.kind === 'checkin' ? 'Check in' : 'Claim'}
                </Button>
              )}
              {where && mine.state !== 'done' && (
                <Link
                  to={where.to}
                  className={buttonClass(mine.state === 'claimable' ? 'primary' : 'outline', 'md')}
                >
                  {mine.state === 'claimable' ? 'Claim' : where.label}
                </Link>
              )}
            </div>
          </>
        ) : (
          <Link to={loginRedirect(`/h5/bricks/${params.slug}`)} className={buttonClass('primary', 'md')}>
            Sign in to start
          </Link>
        )}
      </div>
    </BricksFrame>
  )
}
