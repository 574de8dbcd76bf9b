import { useLiveMinted } from './useLiveMinted.ts'

/** Minted of total, as a bar and words, live over the realtime channel. */
export function MintedBar({ id, minted, total }: { id: number; minted: number; total: number }) {
  const live = useLiveMinted(id, minted)
  const percent = total > 0 ? Math.min(100, Math.round((live / total) * 100)) : 0
  return (
    <div>
      <div className="flex justify-between text-xs text-fg-muted">
        <span>
          <span className="font-semibold text-fg tabular-nums">{live.toLocaleString('en-US')}</span> /{' '}
          <span className="tabular-nums">{total.toLocaleString('en-US')}</span> minted
        </span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Minted"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={live}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-ink-900/8"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
