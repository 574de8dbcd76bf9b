import { useState } from 'react'
import type { Address } from 'viem'
import { AmountDialog } from './AmountDialog.tsx'
import type { Currency } from './currencies.ts'
import { OFFER_DAYS } from './PayDialogs.tsx'
import { usePayerBalances } from './usePayerBalances.ts'

const select = 'h-11 w-full rounded-md border border-line-strong bg-surface px-3 text-sm text-fg'

export type ItemOfferDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** WETH and USDT: an offer is pulled from an allowance when the holder accepts. */
  currencies: Currency[]
  onOffer: (currency: Address, price: bigint, days: number, wrap: boolean) => Promise<unknown>
}

/**
 * Make offer on an item that is not listed (or listed in ETH): the bidder picks the currency, as
 * no listing names one, and the amount is checked against the wallet's balances.
 */
export function ItemOfferDialog({ open, onOpenChange, currencies, onOffer }: ItemOfferDialogProps) {
  const [symbol, setSymbol] = useState('WETH')
  const currency = currencies.find((c) => c.symbol === symbol) ?? (currencies[0] as Currency)
  const balances = usePayerBalances(open)
  return (
    <AmountDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Make offer"
      label="Your offer"
      confirm="Make offer"
      currency={currency}
      balances={balances}
      onSubmit={(price, wrap) => onOffer(currency.address, price, OFFER_DAYS, wrap)}
    >
      <label className="mb-3 flex flex-col gap-1.5 text-sm font-medium text-fg">
        Currency
        <select className={select} value={currency.symbol} onChange={(e) => setSymbol(e.target.value)}>
          {currencies.map((c) => (
            <option key={c.symbol}>{c.symbol}</option>
          ))}
        </select>
      </label>
      <p className="mb-3 text-sm text-fg-muted">
        The offer is valid for {OFFER_DAYS} days. Your {currency.symbol} stays in your wallet until the holder
        accepts.
      </p>
    </AmountDialog>
  )
}
