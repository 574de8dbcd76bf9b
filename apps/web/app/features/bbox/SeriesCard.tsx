import type { ExchangeResult, SeriesView } from '@kid/shared/bbox-calls'
import { Copy } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { copyText } from '../../lib/clipboard.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { bboxApi } from './api.ts'
import { OddsTable } from './OddsTable.tsx'

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong: try again.'

/**
 * A series on offer: its art, story, price and published odds, and the exchange of CBK for a code.
 * `available` is the member's CBK (undefined while it loads); the exchanged code is shown once here
 * and stays in "Your codes" until it mints a box.
 */
export function SeriesCard({
  series,
  available,
  onExchanged,
}: {
  series: SeriesView
  available: bigint | undefined
  onExchanged: (result: ExchangeResult) => void
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [issued, setIssued] = useState<string | null>(null)
  // One id per exchange: a retried request (a lost answer, a double click) answers the same code.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  const price = BigInt(series.price)
  const short = available !== undefined && available < price
  const titleId = `series-${series.id}`

  async function exchange() {
    setBusy(true)
    setError(null)
    try {
      const result = await bboxApi.exchange(series.id, requestId)
      setIssued(result.code)
      setRequestId(crypto.randomUUID())
      onExchanged(result)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
    >
      <div className="grid gap-0 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <img
          src={series.media}
          alt=""
          width={400}
          height={400}
          className="aspect-square w-full object-cover sm:self-start"
        />
        <div className="space-y-4 p-5">
          <div>
            <h3 id={titleId} className="text-lg font-bold text-fg">
              {series.name}
            </h3>
            {series.description && <p className="mt-1 text-sm text-fg-muted">{series.description}</p>}
            <p className="mt-2 text-sm text-fg">
              <span className="font-bold tabular-nums">{series.price} CBK</span> a box ·{' '}
              <span className="text-fg-muted">
                {series.minted} minted, {series.opened} opened
              </span>
            </p>
          </div>
          <OddsTable tiers={series.tiers} caption={`Odds of ${series.name}`} />
          {issued ? (
            <div role="status" className="space-y-3 rounded-xl bg-brand-50 p-4">
              <p className="text-sm font-semibold text-fg">Your code — it is also kept under “Your codes”:</p>
              <p className="flex flex-wrap items-center gap-2">
                <code className="break-all font-mono text-sm font-bold text-fg">{issued}</code>
                <Button size="sm" variant="ghost" onClick={() => copyText(issued)} aria-label="Copy the code">
                  <Copy className="size-4" aria-hidden="true" />
                </Button>
              </p>
              <Link to={`/blindBox/${issued}`} className={buttonClass('primary', 'md', 'w-full')}>
                Mint your box now
              </Link>
            </div>
          ) : (
            <div className="space-y-2">
              <Button className="w-full" onClick={exchange} disabled={busy || short} aria-busy={busy}>
                {busy ? 'Exchanging…' : `Exchange ${series.price} CBK for a code`}
              </Button>
              {short && (
                <p className="text-sm text-fg-muted">
                  You have {available?.toString()} CBK.{' '}
                  <Link to="/bricks" className="font-semibold text-brand-700 underline">
                    Earn more bricks
                  </Link>
                </p>
              )}
              {error && (
                <p role="alert" className="text-sm text-danger-600">
                  {error}
                </p>
              )}
            </div>
          )}
        </div>
      </div>
    </article>
  )
}
