import { brickByType } from '@kid/shared/bricks'
import type { MemberTask } from '@kid/shared/bricks/tasks'
import { CheckCircle2, Lock } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { bricksApi } from './api.ts'
import type { useClaim } from './useClaim.ts'

/** Where a locked task is unlocked. */
function unlockAt(task: MemberTask): { to: string; label: string } | null {
  if (task.kind === 'social') return { to: '/bricks/social', label: 'Link account' }
  if (task.kind === 'invite') return { to: '/bricks/invite', label: 'Invite friends' }
  if (task.kind === 'newsletter') return { to: '/subscribe', label: 'Subscribe' }
  return null
}

function Action({ task, claim }: { task: MemberTask; claim: ReturnType<typeof useClaim> }) {
  if (task.state === 'done')
    return (
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-fg">
        <CheckCircle2 className="size-4 text-success-600" aria-hidden="true" /> Done
      </span>
    )
  // Friends are claimed one by one on the invite page, where each is named.
  if (task.state === 'claimable' && task.kind !== 'invite')
    return (
      <Button
        size="sm"
        disabled={claim.busy !== null}
        aria-busy={claim.busy === task.slug}
        onClick={() => void claim.run(task.slug, () => bricksApi.claim(task.slug))}
        aria-label={`Claim: ${task.title}`}
      >
        Claim
      </Button>
    )
  const to = task.state === 'claimable' ? { to: '/bricks/invite', label: 'Claim' } : unlockAt(task)
  return to ? (
    <Link to={to.to} className={buttonClass(task.state === 'claimable' ? 'primary' : 'outline', 'sm')}>
      {to.label}
    </Link>
  ) : (
    <Lock className="size-4 text-fg-muted" aria-label="Locked" />
  )
}

/** The member's tasks: what each pays, its state in words, and the one thing to do next. */
export function TaskList({ tasks, claim }: { tasks: MemberTask[]; claim: ReturnType<typeof useClaim> }) {
  return (
    <ul
      aria-label="Tasks"
      className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-card"
    >
      {tasks
        .filter((t) => t.kind !== 'checkin')
        .map((task) => (
          <li key={task.slug} className="flex items-center gap-3 px-4 py-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-fg">
                <Link to={`/h5/bricks/${task.slug}`} className="hover:underline">
                  {task.title}
                </Link>
              </p>
              <p className="text-sm text-fg-muted">
                +{task.amount} {brickByType(task.brickstype)?.title} · {task.hint}
              </p>
            </div>
            <Action task={task} claim={claim} />
          </li>
        ))}
    </ul>
  )
}
