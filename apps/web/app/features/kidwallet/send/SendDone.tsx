import { formatUnits } from '@kid/shared/format/units'
import { CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import type { Hex } from 'viem'
import { Button, buttonClass } from '../../../ui/Button.tsx'
import { AmountText } from '../AmountText.tsx'
import { SentHash } from './SentHash.tsx'
import type { SendToken } from './sendAmount.ts'
import type { SendDraft } from './sendTransfer.ts'

/** The network has confirmed the transfer: what went where, and what the wallet holds now. */
export function SendDone({
  draft,
  hash,
  explorerUrl,
  balance,
  onAnother,
}: {
  draft: SendDraft
  hash: Hex
  explorerUrl: string
  /** The token's balance read after the transfer. */
  balance: SendToken | undefined
  onAnother: () => void
}) {
  const { token, to, units } = draft
  return (
    <div className="max-w-xl space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
      <div role="status" className="space-y-4">
        <h2 className="flex items-center gap-2 text-lg font-bold text-fg">
          <CircleCheck className="size-5 text-success-600" aria-hidden="true" />
          Sent {formatUnits(units, token.decimals, token.decimals)} {token.symbol}
        </h2>
        <p className="text-sm text-fg-muted">
          To <span className="font-mono break-all text-fg">{to}</span>, confirmed by the network.
        </p>
        <SentHash hash={hash} explorerUrl={explorerUrl} />
        <p className="text-sm text-fg">
          Your {token.symbol} now:{' '}
          <span className="font-semibold tabular-nums">
            <AmountText
              value={balance && `${formatUnits(balance.amount, balance.decimals)} ${balance.symbol}`}
            />
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onAnother}>Send more</Button>
        <Link to="/wallet" className={buttonClass('outline')}>
          Back to your wallet
        </Link>
      </div>
    </div>
  )
}
