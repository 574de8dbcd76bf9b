import { formatShortDate } from '@kid/shared/format/time'
import { History } from 'lucide-react'
import { useState } from 'react'
import { bricksReads, type LogPage } from '../../features/bricks/api.ts'
import { BricksFrame } from '../../features/bricks/BricksFrame.tsx'
import { browserReader } from '../../features/market/api/reader.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Button } from '../../ui/Button.tsx'
import { cn } from '../../ui/cn.ts'
import type { Route } from './+types/log'

export const meta = () =>
  pageMeta({ title: 'Bricks log | KID', description: 'Every brick you earned and spent on KID.' })

/** /h5/bricks-log (login required): the ledger's history of the member's bricks, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    first: await bricksReads(serverReader(context))
      .log()
      .catch(() => null),
  }
}

export default function BricksLogPage({ loaderData }: Route.ComponentProps) {
  const [pages, setPages] = useState<LogPage[]>(loaderData.first ? [loaderData.first] : [])
  const [loading, setLoading] = useState(false)
  const rows = pages.flatMap((p) => p.list)
  const last = pages.at(-1)

  async function more() {
    const before = rows.at(-1)?.id
    if (!before) return
    setLoading(true)
    try {
      const next = await bricksReads(browserReader).log(before)
      setPages((p) => [...p, next])
    } catch {
      // The list stays; the button stays to try again.
    } finally {
      setLoading(false)
    }
  }

  return (
    <BricksFrame title="Bricks log">
      {loaderData.first === null ? (
        <p role="alert" className="text-sm text-danger-600">
          Your bricks log could not be loaded. Reload the page to try again.
        </p>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<History className="size-10" aria-hidden="true" />}
          title="No bricks yet"
          text="Every brick you earn or spend is written here. Check in today to earn your first."
          actions={[{ to: '/h5/bricks', label: 'Earn bricks' }]}
        />
      ) : (
        <div className="space-y-4">
          <ul
            aria-label="Bricks log"
            className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-card"
          >
            {rows.map((row) => {
              const earned = !row.amount.startsWith('-')
              return (
                <li
                  key={`${row.id}-${row.brickstype}`}
                  className="flex items-center gap-3 px-4 py-3"
                  data-testid="brick-log-row"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-fg">{row.reason}</p>
                    <p className="text-sm text-fg-muted">{formatShortDate(row.createtime)}</p>
                  </div>
                  <p className={cn('font-bold tabular-nums', earned ? 'text-fg' : 'text-danger-600')}>
                    {earned ? `+${row.amount}` : row.amount} {row.title}
                  </p>
                </li>
              )
            })}
          </ul>
          {last?.hasMore && (
            <Button variant="outline" onClick={() => void more()} disabled={loading} aria-busy={loading}>
              Load more
            </Button>
          )}
        </div>
      )}
    </BricksFrame>
  )
}
