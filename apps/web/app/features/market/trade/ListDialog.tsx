import type { ItemInfo } from '@kid/shared/market/views'
import { useState } from 'react'
import type { Address } from 'viem'
import { Button } from '../../../ui/Button.tsx'
import { Dialog } from '../../../ui/Dialog.tsx'
import { Input } from '../../../ui/Input.tsx'
import { positiveAmount } from '../../chain/positiveAmount.ts'
import type { Currency } from './currencies.ts'
import type { ListingRequest, SaleKind } from './newListing.ts'

const DURATIONS = [1, 3, 7, 30] as const
const select = 'h-11 w-full rounded-md border border-line-strong bg-surface px-3 text-sm text-fg'

export type ListDialogProps = {
  item: ItemInfo
  /** ETH, WETH and USDT for a fixed price; auctions escrow ERC-20 only. */
  currencies: (kind: SaleKind) => Currency[]
  open: boolean
  onOpenChange: (open: boolean) => void
  onList: (request: ListingRequest) => Promise<boolean>
}

/** List for sale: fixed price or auction (a reserve), currency, duration and, for ERC-1155, copies. */
export function ListDialog({ item, currencies, open, onOpenChange, onList }: ListDialogProps) {
  const [kind, setKind] = useState<SaleKind>('fixed')
  const [symbol, setSymbol] = useState('')
  const [price, setPrice] = useState('')
  const [copies, setCopies] = useState('1')
  const [days, setDays] = useState<number>(7)
  const choices = currencies(kind)
  const currency = choices.find((c) => c.symbol === symbol) ?? (choices[0] as Currency)
  const amount = positiveAmount(price, currency.decimals)
  const count = /^[1-9]\d*$/.test(copies) ? BigInt(copies) : undefined
  const ready = amount !== undefined && count !== undefined && item.tokenId !== null && item.collectionAddress
  const submit = async () => {
    if (!ready) return
    const done = await onList({
      kind,
      standard: item.standard,
      collection: item.collectionAddress as Address,
      tokenId: BigInt(item.tokenId as string),
      amount: count,
      price: amount,
      currency: currency.address,
      royaltyBps: item.royaltyBps,
      days,
    })
    if (done) onOpenChange(false)
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="List for sale">
      <div className="flex flex-col gap-4">
        <fieldset className="flex gap-2">
          <legend className="mb-1.5 text-sm font-medium text-fg">Sale type</legend>
          {(['fixed', 'auction'] as const).map((k) => (
            <Button
              key={k}
              type="button"
              variant={kind === k ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={kind === k}
              onClick={() => setKind(k)}
            >
              {k === 'fixed' ? 'Fixed price' : 'Auction'}
            </Button>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-fg">
          Currency
          <select className={select} value={currency.symbol} onChange={(e) => setSymbol(e.target.value)}>
            {choices.map((c) => (
              <option key={c.symbol}>{c.symbol}</option>
            ))}
          </select>
        </label>
        <Input
          label={`${kind === 'auction' ? 'Reserve price' : 'Price'} (${currency.symbol})`}
          inputMode="decimal"
          placeholder="0.00"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={price && amount === undefined ? 'Enter an amount above 0' : undefined}
        />
        {item.standard === 1155 && (
          <Input
            label="Copies"
            inputMode="numeric"
            value={copies}
            onChange={(e) => setCopies(e.target.value)}
          />
        )}
        <label className="flex flex-col gap-1.5 text-sm font-medium text-fg">
          Duration
          <select className={select} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d === 1 ? '1 day' : `${d} days`}
              </option>
            ))}
          </select>
        </label>
        {kind === 'auction' && (
          <p className="text-sm text-fg-muted">
            Bids are escrowed on chain; each must beat the last by 5%. A bid in the last 15 minutes extends
            the auction.
          </p>
        )}
        <Button disabled={!ready} onClick={submit}>
          Complete listing
        </Button>
      </div>
    </Dialog>
  )
}
