import { formatUnits } from '@kid/shared/format/units'
import { Loader2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import type { Address, Hex } from 'viem'
import { Button } from '../../../ui/Button.tsx'
import { SentHash } from './SentHash.tsx'
import { ethFee } from './sendAmount.ts'
import type { PreparedSend, SendDraft } from './sendTransfer.ts'

function Line({ term, children, mono }: { term: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="rounded-xl bg-canvas px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">{term}</dt>
      <dd
        className={mono ? 'mt-1 font-mono text-sm break-all text-fg' : 'mt-1 text-sm font-semibold text-fg'}
      >
        {children}
      </dd>
    </div>
  )
}

/**
 * What is about to be sent, in full, before anything is signed. Send unlocks the wallet if it is
 * locked, sends, shows the hash and waits for the network; a failure says why and changes nothing.
 */
export function SendConfirm({
  own,
  draft,
  prepared,
  onBack,
  onSent,
}: {
  own: Address
  draft: SendDraft
  prepared: PreparedSend
  onBack: () => void
  onSent: (hash: Hex) => Promise<void>
}) {
  const [busy, setBusy] = useState(false)
  const [hash, setHash] = useState<Hex>()
  const [problem, setProblem] = useState<string>()
  const { token, to, units } = draft
  const waiting = busy && hash

  async function send() {
    setBusy(true)
    setProblem(undefined)
    setHash(undefined)
    let sent: Hex | undefined
    try {
      const { sendPrepared } = await import('./sendTransfer.ts')
      await sendPrepared(own, prepared, (h) => {
        sent = h
        setHash(h)
      })
      if (sent) await onSent(sent)
    } catch (error) {
      if ((error as Error).name !== 'SendCancelled') setProblem((error as Error).message)
      setBusy(false)
    }
  }

  return (
    <div className="max-w-xl space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-card">
      <h2 className="text-lg font-bold text-fg">Check the transfer</h2>
      <dl className="space-y-3">
        <Line term="Token">{token.symbol}</Line>
        <Line term="Amount">
          {formatUnits(units, token.decimals, token.decimals)} {token.symbol}
        </Line>
        <Line term="To" mono>
          {to}
        </Line>
        <Line term="Network fee (at most)">{ethFee(prepared.estimate.fee)}</Line>
      </dl>
      {waiting ? (
        <div role="status" className="flex gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-fg">
          <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin text-brand-600" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-semibold">Sent. Waiting for the network to confirm it…</p>
            <SentHash hash={hash} explorerUrl={prepared.explorerUrl} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">
          A transfer cannot be undone: check the address. Send asks for your wallet password if the wallet is
          locked.
        </p>
      )}
      {problem && (
        <div role="alert" className="rounded-md bg-danger-600/8 px-3 py-2 text-sm text-danger-600">
          <p>{problem}</p>
          {hash && <SentHash hash={hash} explorerUrl={prepared.explorerUrl} />}
        </div>
      )}
      {!waiting && (
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button onClick={send} disabled={busy} aria-busy={busy}>
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            Send
          </Button>
        </div>
      )}
    </div>
  )
}
