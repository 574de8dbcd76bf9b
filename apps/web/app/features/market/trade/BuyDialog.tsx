import { formatUnits } from '@kid/shared/format/units'
import { Minus, Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../ui/Button.tsx'
import { Dialog } from '../../../ui/Dialog.tsx'
import { IconButton } from '../../../ui/IconButton.tsx'
import type { Currency } from './currencies.ts'

const stepper = 'border border-line-strong disabled:pointer-events-none disabled:opacity-40'

export type BuyDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  currency: Currency
  /** The listing's price of one copy. */
  unitPrice: bigint
  /** Copies still for sale, and how many were listed. */
  available: bigint
  listed: bigint
  onBuy: (quantity: bigint) => Promise<boolean>
}

/** Whole copies typed by a person, within 1..available; undefined otherwise. */
export function quantityOf(text: string, available: bigint): bigint | undefined {
  if (!/^[1-9]\d{0,30}$/.test(text.trim())) return undefined
  const n = BigInt(text.trim())
  return n <= available ? n : undefined
}

/** Buy now for an ERC-1155 listing of several copies: how many, and the total they cost. */
export function BuyDialog(props: BuyDialogProps) {
  const { currency, unitPrice, available } = props
  const [text, setText] = useState('1')
  const [busy, setBusy] = useState(false)
  const id = useId()
  const quantity = quantityOf(text, available)
  const show = (wei: bigint) => `${formatUnits(wei, currency.decimals, currency.decimals)} ${currency.symbol}`
  const step = (by: bigint) => {
    const next = (quantity ?? 1n) + by
    if (next >= 1n && next <= available) setText(String(next))
  }
  const submit = async () => {
    if (quantity === undefined) return
    setBusy(true)
    try {
      if (await props.onBuy(quantity)) props.onOpenChange(false)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Buy now">
      <p className="text-sm text-fg-muted">
        Price per copy: <span className="font-semibold text-fg tabular-nums">{show(unitPrice)}</span>
      </p>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-fg">
        Quantity
      </label>
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        <IconButton
          label="One copy fewer"
          className={stepper}
          onClick={() => step(-1n)}
          disabled={(quantity ?? 1n) <= 1n}
        >
          <Minus className="size-4" aria-hidden="true" />
        </IconButton>
        <input
          id={id}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-left`}
          aria-invalid={quantity === undefined || undefined}
          className="h-11 w-20 rounded-md border border-line-strong bg-surface text-center text-sm text-fg tabular-nums focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/25"
        />
        <IconButton
          label="One copy more"
          className={stepper}
          onClick={() => step(1n)}
          disabled={(quantity ?? 0n) >= available}
        >
          <Plus className="size-4" aria-hidden="true" />
        </IconButton>
        <span id={`${id}-left`} className="ml-1 text-sm text-fg-muted">
          {String(available)} of {String(props.listed)} available
        </span>
      </div>
      {quantity === undefined && (
        <p role="alert" className="mt-2 text-sm text-danger-600">
          Choose between 1 and {String(available)} copies.
        </p>
      )}
      <p className="mt-5 flex items-baseline justify-between border-t border-line pt-4 text-sm text-fg-muted">
        Total
        <output aria-live="polite" className="text-lg font-bold text-fg tabular-nums">
          {quantity === undefined ? '—' : show(unitPrice * quantity)}
        </output>
      </p>
      <Button className="mt-4 w-full" disabled={quantity === undefined || busy} onClick={submit}>
        {quantity === undefined ? 'Buy' : `Buy ${String(quantity)}`}
      </Button>
    </Dialog>
  )
}
