import { shortenAddress } from '@kid/shared/format/address'
import { Check, CircleAlert, Loader2 } from 'lucide-react'
import { useStore } from '../../lib/createStore.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import type { TxPhaseName } from './transaction.ts'
import { txDialogRef } from './txDialogShown.ts'
import { type FlowStepView, txFlowStore } from './txFlowStore.ts'

const PHASE_TEXT: Partial<Record<TxPhaseName, string>> = {
  pending: 'Confirm in your wallet',
  hash: 'Waiting for the transaction to be confirmed',
  receipt: 'Confirmed',
  return: 'Confirmed',
}

function StepIcon({ status }: { status: FlowStepView['status'] }) {
  if (status === 'done') return <Check className="size-4 text-success-600" aria-hidden="true" />
  if (status === 'failed') return <CircleAlert className="size-4 text-danger-600" aria-hidden="true" />
  if (status === 'active')
    return <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden="true" />
  return <span className="size-2 rounded-full bg-line-strong" aria-hidden="true" />
}

function Step({ step, explorerUrl }: { step: FlowStepView; explorerUrl: string }) {
  const text = step.status === 'failed' ? undefined : step.phase && PHASE_TEXT[step.phase]
  return (
    <li className="flex gap-3 py-3" aria-label={`${step.label}: ${step.status}`}>
      <span className="mt-0.5 inline-flex size-5 items-center justify-center">
        <StepIcon status={step.status} />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-fg">{step.label}</p>
        {text && <p className="text-fg-muted">{text}</p>}
        {step.hash &&
          (explorerUrl ? (
            <a
              className="font-mono text-brand-700 underline"
              href={`${explorerUrl}/tx/${step.hash}`}
              target="_blank"
              rel="noreferrer"
            >
              {shortenAddress(step.hash)}
            </a>
          ) : (
            <p className="font-mono text-fg-muted" title={step.hash}>
              Transaction {shortenAddress(step.hash)}
            </p>
          ))}
        {step.status === 'failed' && step.error && (
          <p role="alert" className="text-danger-600">
            {step.error}
          </p>
        )}
      </div>
    </li>
  )
}

/** The dialog of the running flow: its steps, the phase, the hash and, after a failure, Retry. */
export function TransactionDialog() {
  const flow = useStore(txFlowStore, null)
  if (!flow) return null
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && flow.close()}
      title={flow.title}
      footer={
        <>
          {flow.retry && <Button onClick={flow.retry}>Retry</Button>}
          <Button variant={flow.finished ? 'primary' : 'outline'} onClick={flow.close}>
            {flow.finished ? 'Done' : 'Close'}
          </Button>
        </>
      }
    >
      <ol ref={txDialogRef} className="divide-y divide-line" aria-label="Steps">
        {flow.steps.map((step, index) => (
          // Steps never reorder while a flow runs, so their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Step key={index} step={step} explorerUrl={flow.explorerUrl} />
        ))}
      </ol>
      {flow.finished && <p className="mt-3 text-sm font-semibold text-success-600">All done.</p>}
    </Dialog>
  )
}
