import { Loader2 } from 'lucide-react'
import { Button, type ButtonProps } from '../../../ui/Button.tsx'
import type { OnDemand } from './onDemand.ts'

/**
 * A button of the page that starts a flow loaded on demand: hovering or focusing it fetches the
 * flow's code, a click asks for `value`. While the code loads the button says it is busy but stays
 * enabled (and focused, for a dialog to give the focus back to); every button waits for a flow.
 */
export function FlowButton<A>({
  flows,
  value,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'value'> & { flows: OnDemand<A>; value: A }) {
  const loading = flows.loading === value
  return (
    <Button
      {...props}
      aria-busy={loading || undefined}
      disabled={flows.busy || disabled}
      onPointerEnter={flows.prefetch}
      onFocus={flows.prefetch}
      onClick={() => flows.ask(value)}
    >
      {loading && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  )
}
