import { Button } from '../../ui/Button.tsx'

/** A page of a list that failed to load: says so, and tries again on request. */
export function ListRetry({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="mt-6 flex items-center justify-center gap-3 text-sm text-fg-muted" role="alert">
      {what} could not be loaded.
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
