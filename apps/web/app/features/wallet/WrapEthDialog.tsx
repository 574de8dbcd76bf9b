import { formatUnits } from '@kid/shared/format/units'
import { useState } from 'react'
import type { Address } from 'viem'
import { useQuery } from '../../lib/query.tsx'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Input } from '../../ui/Input.tsx'
import { wrapEth } from '../chain/actions/wrapEth.ts'
import { positiveAmount } from '../chain/positiveAmount.ts'
import { tokenBalances } from '../chain/tokenBalances.ts'
import { txStep } from '../chain/txStep.ts'
import { useChainFlow } from '../chain/useChainFlow.ts'

/** Wrap ETH: WETH is what offers and bids are paid in (the exchange escrows ERC-20, never ETH). */
export default function WrapEthDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (o: boolean) => void
}) {
  const { user } = useSession()
  const flow = useChainFlow()
  const [text, setText] = useState('')
  const owner = user.walletaddress as Address
  const balances = useQuery({
    queryKey: ['chain-balances', owner],
    queryFn: () => tokenBalances(owner),
    enabled: open && Boolean(owner),
  })
  const amount = positiveAmount(text, 18)
  const tooMuch = amount !== undefined && balances.data !== undefined && amount > balances.data.ETH
  const wrap = async () => {
    if (amount === undefined) return
    const done = await flow.start('Wrap ETH', (session) => [txStep(session, wrapEth, { amount })])
    await balances.refetch()
    if (done) setText('')
  }
  const shown = (value: bigint | undefined) => (value === undefined ? '—' : formatUnits(value, 18))
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Wrap ETH"
      description="Offers and bids are paid in WETH."
    >
      <dl className="mb-4 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-canvas p-3">
          <dt className="text-fg-muted">ETH balance</dt>
          <dd className="font-semibold tabular-nums">{shown(balances.data?.ETH)}</dd>
        </div>
        <div className="rounded-xl bg-canvas p-3">
          <dt className="text-fg-muted">WETH balance</dt>
          <dd className="font-semibold tabular-nums">{shown(balances.data?.WETH)}</dd>
        </div>
      </dl>
      <Input
        label="Amount (ETH)"
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={
          text && amount === undefined
            ? 'Enter an amount above 0'
            : tooMuch
              ? 'More than your ETH balance'
              : undefined
        }
      />
      <Button className="mt-4 w-full" disabled={amount === undefined || tooMuch || flow.busy} onClick={wrap}>
        Wrap ETH
      </Button>
    </Dialog>
  )
}
