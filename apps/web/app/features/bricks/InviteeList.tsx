import type { Invitee, InviteeState } from '@kid/shared/bricks/tasks'
import { formatShortDate } from '@kid/shared/format/time'
import type { Page } from '@kid/shared/page'
import { Link } from 'react-router'
import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { bricksApi } from './api.ts'
import { useClaim } from './useClaim.ts'

const STATE: Record<InviteeState, { label: string; tone: BadgeTone }> = {
  joined: { label: 'Joined', tone: 'neutral' },
  qualified: { label: 'Qualified', tone: 'brand' },
  rewarded: { label: 'Rewarded', tone: 'neutral' },
}

/** What a joined friend still has to do before they count. */
function waitingFor(i: Invitee): string {
  if (!i.emailVerified && !i.checkedIn) return 'Waiting for them to verify their e-mail and check in'
  if (!i.emailVerified) return 'Waiting for them to verify their e-mail'
  return 'Waiting for their first check-in'
}

/** The friends who joined with the member's link, each with its state and, once qualified, a claim. */
export function InviteeList({ invitees, page }: { invitees: Page<Invitee>; page: number }) {
  const claim = useClaim()
  return (
    <section aria-labelledby="friends-title" className="space-y-3">
      <h2 id="friends-title" className="text-lg font-bold text-fg">
        Your friends
      </h2>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-card">
        {invitees.list.map((i) => (
          <li key={i.uid} className="flex items-center gap-3 px-4 py-3" data-testid="invitee">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                <span className="truncate">{i.username}</span>
                <Badge tone={STATE[i.state].tone}>{STATE[i.state].label}</Badge>
              </p>
              <p className="text-sm text-fg-muted">
                Joined {formatShortDate(i.createtime)}
                {i.state === 'joined' && ` · ${waitingFor(i)}`}
              </p>
            </div>
            {i.state === 'qualified' && (
              <Button
                size="sm"
                disabled={claim.busy !== null}
                aria-busy={claim.busy === i.uid}
                onClick={() => void claim.run(i.uid, () => bricksApi.claim('invite-friend', i.uid))}
                aria-label={`Claim the reward for ${i.username}`}
              >
                Claim
              </Button>
            )}
          </li>
        ))}
      </ul>
      <nav aria-label="Pages" className="flex justify-between text-sm font-semibold">
        {page > 1 ? <Link to={`?page=${page - 1}`}>← Newer</Link> : <span />}
        {invitees.hasMore && <Link to={`?page=${page + 1}`}>Older →</Link>}
      </nav>
    </section>
  )
}
