import { type DropDetail, REMINDER_LEADS } from '@kid/shared/launchpad/views'
import { BellRing, CalendarPlus } from 'lucide-react'
import { useId, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { loginRedirect } from '../../lib/guards/guard.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { toast } from '../../lib/toast.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { launchpadWrites } from './api.ts'
import { dateOf } from './format.ts'
import { icsHref } from './links.ts'

const LEAD_WORDS: Record<number, string> = {
  10: '10 minutes before',
  60: '1 hour before',
  1440: '1 day before',
}

/** Subscribe: a reminder by notice and e-mail at the chosen time before the next stage, and an .ics. */
export function ReminderPanel({ drop }: { drop: DropDetail }) {
  const { loggedIn } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const id = useId()
  const [lead, setLead] = useState<number>(REMINDER_LEADS[1])
  const [busy, setBusy] = useState(false)
  const [set, setSet] = useState<number>()

  const subscribe = async () => {
    if (!loggedIn) return navigate(loginRedirect(`${location.pathname}${location.search}`))
    setBusy(true)
    const answer = await launchpadWrites.subscribe(drop.id, lead).catch(() => undefined)
    setBusy(false)
    if (!answer) return
    setSet(answer.remindAt)
    toast.success(`We will remind you ${LEAD_WORDS[lead] ?? ''} the ${answer.stage} stage opens.`)
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-surface p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-bold text-fg">
        <BellRing className="size-4" aria-hidden="true" />
        Remind me
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        A notice and an e-mail before the next stage opens, sent once.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-lead`} className="text-sm font-medium text-fg">
            When
          </label>
          <select
            id={`${id}-lead`}
            value={lead}
            onChange={(e) => setLead(Number(e.target.value))}
            className="h-10 rounded-md border border-line-strong bg-surface px-3 text-sm text-fg"
          >
            {REMINDER_LEADS.map((m) => (
              <option key={m} value={m}>
                {LEAD_WORDS[m]}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={subscribe} disabled={busy}>
          {busy ? 'Subscribing…' : 'Subscribe'}
        </Button>
        <a href={icsHref(drop.id)} download className={buttonClass('ghost', 'md')}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Add to calendar
        </a>
      </div>
      {set !== undefined && (
        <p role="status" className="mt-3 text-sm text-success-700">
          Reminder set for {dateOf(set)}.
        </p>
      )}
    </section>
  )
}
