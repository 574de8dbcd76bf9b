import { TEXT } from '@kid/shared/texts'
import { isUserRejection } from '../wallet/walletErrors.ts'
import type { TxPhase } from './transaction.ts'
import { txDialogShown } from './txDialogShown.ts'
import { type FlowStepView, txFlowStore } from './txFlowStore.ts'

/** A step of a flow: `run` reports transaction phases, if it sends one, and throws to stop. */
export type FlowStep = { label: string; run: (report: (phase: TxPhase) => void) => Promise<void> }

/** Said when the chain's node could not be reached (viem's HttpRequestError, a failed fetch). */
export const NODE_UNREACHABLE = 'We could not reach the network. Check your connection, then Retry.'

/** The errors inside `error`, outermost first (viem and wallets wrap theirs in `cause`). */
function* causes(error: unknown): Generator<{ name?: unknown; message?: unknown; shortMessage?: unknown }> {
  let current = error
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth += 1) {
    yield current as { name?: unknown; message?: unknown; shortMessage?: unknown }
    current = (current as { cause?: unknown }).cause
  }
}

/**
 * A failed step in a person's words: refused, unreachable, or the error's own first sentence —
 * viem's short message, never its multi-line report of URLs, call data and versions. Steps that
 * call contracts say the contract's reason themselves (contractErrors.ts).
 */
export function stepError(error: unknown): string {
  if (isUserRejection(error)) return TEXT.signatureDenied
  for (const e of causes(error)) {
    if (e.name === 'HttpRequestError' || (e.name === 'TypeError' && /fetch/i.test(String(e.message))))
      return NODE_UNREACHABLE
  }
  const first = [...causes(error)][0]
  const text = String(first?.shortMessage || first?.message || '')
  return text.split('\n')[0]?.trim() || TEXT.tryAgain
}

function phasePatch(phase: TxPhase): Partial<FlowStepView> {
  if (phase.phase === 'hash') return { phase: phase.phase, hash: phase.hash }
  if ('message' in phase) return { phase: phase.phase, error: phase.message }
  return { phase: phase.phase }
}

/**
 * Runs the steps in order in the transaction dialog (ens-app-v3's TransactionModal idea): each
 * step's phase and hash are shown as they come, a failed step can be retried without redoing the
 * steps before it. The first step starts once the dialog is on screen (txDialogShown.ts). Resolves
 * true once every step is done, false when the dialog is closed first.
 */
export function runFlow(title: string, steps: FlowStep[], explorerUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const views: FlowStepView[] = steps.map((step) => ({ label: step.label, status: 'waiting' }))
    let closed = false
    let finished = false
    let retry: (() => void) | undefined
    const publish = () => {
      if (!closed) txFlowStore.set({ title, steps: [...views], explorerUrl, finished, retry, close })
    }
    const update = (index: number, patch: Partial<FlowStepView>) => {
      views[index] = { ...(views[index] as FlowStepView), ...patch }
      publish()
    }
    function close() {
      closed = true
      txFlowStore.set(null)
      resolve(finished)
    }
    async function runFrom(start: number) {
      retry = undefined
      for (let index = start; index < steps.length; index += 1) {
        const step = steps[index] as FlowStep
        update(index, { status: 'active', error: undefined, phase: undefined, hash: undefined })
        try {
          await step.run((phase) => update(index, phasePatch(phase)))
          update(index, { status: 'done' })
        } catch (error) {
          retry = () => void runFrom(index)
          update(index, { status: 'failed', error: stepError(error) })
          return
        }
        if (closed) return
      }
      finished = true
      publish()
      resolve(true)
    }
    // The dialog first, then the steps: what a step's wallet asks must open above it, not beneath.
    publish()
    void txDialogShown().then(() => {
      if (!closed) void runFrom(0)
    })
  })
}
