import { formatUnits } from '@kid/shared/format/units'
import { type ReactNode, useState } from 'react'
import { Button } from '../../../ui/Button.tsx'
import { Dialog } from '../../../ui/Dialog.tsx'
import { Input } from '../../../ui/Input.tsx'
import { positiveAmount } from '../../chain/positiveAmount.ts'
import type { TokenBalances } from '../../chain/tokenBalances.ts'
import type { Currency } from './currencies.ts'
import { FundingNotice } from './FundingNotice.tsx'
import { funding } from './funding.ts'

export type AmountDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  label: string
  confirm: string
  currency: Currency
  /** The least accepted (the reserve, 5 % above the last bid); shown and enforced. */
  min?: bigint
  /** Explanations above the field (what a bid escrows, when an offer expires). */
  children?: ReactNode
  /**
   * Offers and bids: the payer's balances, checked against the amount (`null` while they load). A
   * WETH shortfall the ETH covers is wrapped by the flow (`wrap`); any other shortfall blocks.
   */
  balances?: TokenBalances | null
  onSubmit: (amount: bigint, wrap: boolean) => Promise<unknown>
}

/** One amount in a currency: Edit price, Place bid and Make offer. */
export function AmountDialog(props: AmountDialogProps) {
  const { currency, min } = props
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const amount = positiveAmount(text, currency.decimals)
  const low = amount !== undefined && min !== undefined && amount < min
  const balances = props.balances
  const funds = balances && amount !== undefined ? funding(balances, currency, amount) : undefined
  const blocked = low || funds?.kind === 'short' || balances === null
  const error =
    text && amount === undefined ? 'Enter an amount above 0' : low ? 'Below the minimum' : undefined
  const submit = async () => {
    if (amount === undefined || blocked) return
    setBusy(true)
    try {
      await props.onSubmit(amount, funds?.kind === 'wrap')
      props.onOpenChange(false)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={props.title}>
      {min !== undefined && (
        <p className="mb-3 text-sm text-fg-muted">
          Minimum: {formatUnits(min, currency.decimals, currency.decimals)} {currency.symbol}
        </p>
      )}
      {props.children}
      <Input
        label={`${props.label} (${currency.symbol})`}
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
      />
      {balances === null && <p className="mt-3 text-sm text-fg-muted">Checking your balance…</p>}
      {balances && (
        <FundingNotice balances={balances} currency={currency} funding={funds ?? { kind: 'enough' }} />
      )}
      <Button className="mt-4 w-full" disabled={amount === undefined || blocked || busy} onClick={submit}>
        {props.confirm}
      </Button>
    </Dialog>
  )
}
