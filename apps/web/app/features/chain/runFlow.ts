import { TEXT } from '@kid/shared/texts'
import { isUserRejection } from '../wallet/walletErrors.ts'
import type { TxPhase } from './transaction.ts'
import { type FlowStepView, txFlowStore } from './txFlowStore.ts'

/** A step of a flow: `run` reports transaction phases, if it sends one, and throws to stop. */
export type FlowStep = { label: string; run: (report: (phase: TxPhase) => void) => Promise<void> }

function stepError(error: unknown): string {
  if (isUserRejection(error)) return TEXT.signatureDenied
  return error instanceof Error && error.message ? error.message : TEXT.tryAgain
}

function phasePatch(phase: TxPhase): Partial<FlowStepView> {
  if (phase.phase === 'hash') return { phase: phase.phase, hash: phase.hash }
  if ('message' in phase) return { phase: phase.phase, error: phase.message }
  return { phase: phase.phase }
}

/**
 * Runs the steps in order in the transaction dialog (ens-app-v3's TransactionModal idea): each
 * step's phase and hash are shown as they come, a failed step can be retried without redoing the
 * steps before it. Resolves true once every step is done, false when the dialog is closed first.
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
    void runFrom(0)
  })
}
