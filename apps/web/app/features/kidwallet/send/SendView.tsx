import { useState } from 'react'
import type { Address, Hex } from 'viem'
import { useOnChainBalances } from '../useOnChainBalances.ts'
import { SendConfirm } from './SendConfirm.tsx'
import { SendDone } from './SendDone.tsx'
import { SendForm, type SendValues } from './SendForm.tsx'
import type { PreparedSend, SendDraft } from './sendTransfer.ts'

type Step =
  | { name: 'form'; values: SendValues }
  | { name: 'confirm'; values: SendValues; draft: SendDraft; prepared: PreparedSend }
  | { name: 'done'; draft: SendDraft; hash: Hex; explorerUrl: string }

const START: SendValues = { symbol: 'ETH', to: '', amount: '' }

/** Send: the form, then the confirmation and the wait, then the result with the new balance. */
export function SendView({ own }: { own: Address }) {
  const balances = useOnChainBalances(own)
  const [step, setStep] = useState<Step>({ name: 'form', values: START })

  if (step.name === 'confirm')
    return (
      <SendConfirm
        own={own}
        draft={step.draft}
        prepared={step.prepared}
        onBack={() => setStep({ name: 'form', values: step.values })}
        onSent={async (hash) => {
          // The result shows the balance after the transfer, here and on the overview (one cache entry).
          await balances.refetch()
          setStep({ name: 'done', draft: step.draft, hash, explorerUrl: step.prepared.explorerUrl })
        }}
      />
    )
  if (step.name === 'done')
    return (
      <SendDone
        draft={step.draft}
        hash={step.hash}
        explorerUrl={step.explorerUrl}
        balance={balances.data?.find((b) => b.symbol === step.draft.token.symbol)}
        onAnother={() => setStep({ name: 'form', values: { ...START, symbol: step.draft.token.symbol } })}
      />
    )
  return (
    <SendForm
      own={own}
      tokens={balances.data}
      tokensFailed={balances.isError}
      values={step.values}
      onReady={(values, draft, prepared) => setStep({ name: 'confirm', values, draft, prepared })}
    />
  )
}
