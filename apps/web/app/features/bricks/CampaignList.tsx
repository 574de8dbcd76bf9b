import { brickByType } from '@kid/shared/bricks'
import { GOAL_TEXT } from '@kid/shared/bricks/campaigns'
import { Trophy } from 'lucide-react'
import { Button } from '../../ui/Button.tsx'
import { bricksApi, type CampaignEntry } from './api.ts'
import type { useClaim } from './useClaim.ts'

const endDate = (ms: number) =>
  new Date(ms - 1).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** This month's campaigns: join, watch the progress, claim once the target is reached. */
export function CampaignList({
  campaigns,
  claim,
}: {
  campaigns: CampaignEntry[]
  claim: ReturnType<typeof useClaim>
}) {
  if (campaigns.length === 0) return null
  return (
    <section aria-labelledby="campaigns-title" className="space-y-3">
      <h2 id="campaigns-title" className="text-lg font-bold text-fg">
        This month
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {campaigns.map((c) => {
          const key = `campaign-${c.id}`
          const percent = Math.min(100, Math.round((c.progress / c.target) * 100))
          return (
            <li key={c.id} className="rounded-2xl border border-line bg-surface p-4 shadow-card">
              <div className="flex items-start gap-3">
                <Trophy className="mt-0.5 size-5 text-brand-600" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-fg">{c.title}</h3>
                  <p className="text-sm text-fg-muted">
                    {c.target} {GOAL_TEXT[c.goal]} by {endDate(c.endtime)} · +{c.amount}{' '}
                    {brickByType(c.brickstype)?.title}
                  </p>
                  {c.description && <p className="mt-1 text-sm text-fg">{c.description}</p>}
                </div>
              </div>
              {c.joined && (
                <div className="mt-3">
                  <div
                    role="progressbar"
                    aria-label={`${c.title} progress`}
                    aria-valuemin={0}
                    aria-valuemax={c.target}
                    aria-valuenow={Math.min(c.progress, c.target)}
                    className="h-2 overflow-hidden rounded-full bg-ink-900/10"
                  >
                    <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
                  </div>
                  <p className="mt-1 text-xs text-fg-muted">
                    {Math.min(c.progress, c.target)} of {c.target}
                  </p>
                </div>
              )}
              <div className="mt-3">
                {c.state === 'open' && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={claim.busy !== null}
                    onClick={() => void claim.run(key, () => bricksApi.joinCampaign(c.id))}
                  >
                    Join
                  </Button>
                )}
                {c.state === 'claimable' && (
                  <Button
                    size="sm"
                    disabled={claim.busy !== null}
                    onClick={() => void claim.run(key, () => bricksApi.claimCampaign(c.id))}
                  >
                    Claim {c.amount} {brickByType(c.brickstype)?.title}
                  </Button>
                )}
                {c.state === 'claimed' && <p className="text-sm font-semibold text-fg-muted">Claimed</p>}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
