import { brickByType } from '@kid/shared/bricks'
import type { CheckinState } from '@kid/shared/bricks/tasks'
import { CalendarCheck, Flame } from 'lucide-react'
import { Button } from '../../ui/Button.tsx'
import { bricksApi } from './api.ts'
import type { useClaim } from './useClaim.ts'

/** Today's check-in with the streak it keeps. */
export function CheckinCard({
  checkin,
  claim,
}: {
  checkin: CheckinState
  claim: ReturnType<typeof useClaim>
}) {
  const title = brickByType(checkin.brickstype)?.title ?? 'CBK'
  return (
    <section
      aria-labelledby="checkin-title"
      className="flex flex-wrap items-center gap-4 rounded-2xl bg-ink-900 p-5 text-white shadow-pop"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-white/15">
        <CalendarCheck className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="checkin-title" className="text-lg font-bold">
          Daily check-in
        </h2>
        <p className="flex items-center gap-1 text-sm text-white/90">
          <Flame className="size-4" aria-hidden="true" />
          {checkin.streak === 0
            ? `Check in today for ${checkin.amount} ${title}.`
            : `${checkin.streak}-day streak · ${checkin.amount} ${title} a day`}
        </p>
      </div>
      <Button
        variant="inverse"
        disabled={checkin.today || claim.busy !== null}
        aria-busy={claim.busy === 'checkin'}
        onClick={() => void claim.run('checkin', () => bricksApi.claim('daily-checkin'))}
      >
        {checkin.today ? 'Checked in today' : 'Check in'}
      </Button>
    </section>
  )
}
