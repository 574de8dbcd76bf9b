import type { FlowStep } from './runFlow.ts'
import type { TxResult } from './runTransaction.ts'
import type { ChainSession, TxAction } from './transaction.ts'

/** A flow step that sends one typed action; `then` receives its result (the new token id, ...). */
export function txStep<P, R>(
  session: ChainSession,
  action: TxAction<P, R>,
  params: P,
  options: { label?: string; then?: (result: TxResult<R>) => void | Promise<void> } = {},
): FlowStep {
  return {
    label: options.label ?? action.title,
    run: async (report) => {
      // Loaded when the step runs: it brings viem, which the pages offering a flow do not need to paint.
      const { runTransaction } = await import('./runTransaction.ts')
      const result = await runTransaction(action, params, { session, onPhase: report })
      await options.then?.(result)
    },
  }
}
