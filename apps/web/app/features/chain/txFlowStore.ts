import type { Hex } from 'viem'
import { createStore } from '../../lib/createStore.ts'
import type { TxPhaseName } from './transaction.ts'

export type StepStatus = 'waiting' | 'active' | 'done' | 'failed'

/** One step of a flow as the dialog shows it: a transaction, a signature or a call to the server. */
export type FlowStepView = {
  label: string
  status: StepStatus
  phase?: TxPhaseName
  hash?: Hex
  error?: string
}

export type FlowView = {
  title: string
  steps: FlowStepView[]
  /** Empty on the embedded chain: no explorer link then. */
  explorerUrl: string
  finished: boolean
  /** Set while a step has failed: runs the flow again from that step. */
  retry?: () => void
  close: () => void
}

/** The one flow on screen (the transaction dialog); null when none. */
export const txFlowStore = createStore<FlowView | null>(null)
