import type { KnsAutoRenew } from '@kid/shared/kns/views'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { toast } from '../../lib/toast.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { Switch } from '../../ui/Switch.tsx'
import { browserReader } from '../market/api/reader.ts'
import { shownAmount } from '../spending/money.ts'
import { kns, knsWrites } from './api.ts'
import { dayOf } from './format.ts'

const DEPOSIT_HREF = '/wallet/spending/deposit'

/**
 * The holder's auto-renew (docs/kns.md "Auto-renew"), read in the browser when the holder opens
 * the name's page: only the holder may read it, so the page's loader stays the same for everyone.
 */
export function AutoRenewPanel({ label }: { label: string }) {
  const [view, setView] = useState<KnsAutoRenew | null | 'failed'>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    kns(browserReader)
      .autoRenew(label)
      .then(setView, () => setView('failed'))
  }, [label])
  if (view === 'failed') return null // the name's page works without it; the client said why
  if (view === null) return <Skeleton className="h-24 w-full" />
  const change = async (on: boolean) => {
    setBusy(true)
    try {
      setView(await knsWrites.autoRenew({ domain: label, on }))
      toast.success(on ? 'Auto-renew is on.' : 'Auto-renew is off.')
    } catch {
      // The client's toast said why; the switch stays as it was.
    } finally {
      setBusy(false)
    }
  }
  return <AutoRenewSwitch view={view} busy={busy} onChange={(on) => void change(on)} />
}

/** What auto-renew does for this name, what it costs, and the switch (the panel's view, tested alone). */
export function AutoRenewSwitch({
  view,
  busy,
  onChange,
}: {
  view: KnsAutoRenew
  busy: boolean
  onChange: (on: boolean) => void
}) {
  const usdt = (units: string) => shownAmount(units, view.decimals)
  const short = BigInt(view.balance) < BigInt(view.yearlyUsdt)
  return (
    <section aria-labelledby="autorenew-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="autorenew-title" className="text-lg font-bold text-fg">
            Auto-renew
          </h2>
          <p className="text-sm text-fg-muted">
            {view.offered
              ? 'KID renews it for 1 year from your spending balance 7 days before it expires.'
              : 'KID cannot renew names for you here: renew it yourself before it expires.'}
          </p>
        </div>
        {view.offered && (
          <Switch on={view.on} labelledBy="autorenew-title" disabled={busy} onChange={onChange} />
        )}
      </div>
      {view.offered && (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div className="rounded-xl bg-canvas px-3 py-2">
            <dt className="text-fg-muted">A year costs</dt>
            <dd className="font-semibold text-fg">{usdt(view.yearlyUsdt)}</dd>
          </div>
          <div className="rounded-xl bg-canvas px-3 py-2">
            <dt className="text-fg-muted">Your spending balance</dt>
            <dd className="font-semibold text-fg">{usdt(view.balance)}</dd>
          </div>
        </dl>
      )}
      {view.offered && short && (
        <p className="text-sm text-fg">
          Your balance is short of a year’s price.{' '}
          <Link to={DEPOSIT_HREF} className="font-semibold text-brand-700 underline">
            Deposit USDT
          </Link>{' '}
          before then, or renew it yourself.
        </p>
      )}
      {view.on && view.renewsAt && <p className="text-sm text-fg">Next renewal: {dayOf(view.renewsAt)}.</p>}
      {view.last && <p className="text-sm text-fg-muted">{lastLine(view.last, view.yearlyUsdt, usdt)}</p>}
    </section>
  )
}

/** The last auto-renewal in words. */
function lastLine(
  last: NonNullable<KnsAutoRenew['last']>,
  yearly: string,
  usdt: (units: string) => string,
): string {
  const day = dayOf(last.at)
  if (last.status === 'done') return `KID last renewed it on ${day}.`
  if (last.status === 'sending') return 'KID is renewing it now.'
  if (last.status === 'unfunded')
    return `On ${day} your balance was short of ${usdt(yearly)}, so KID did not renew it.`
  return last.note ?? `KID could not renew it on ${day}.`
}
