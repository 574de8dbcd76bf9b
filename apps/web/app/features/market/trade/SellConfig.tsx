import type { ChainConfig } from '@kid/shared/chain-config'
import type { ItemView } from '@kid/shared/market/views'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useQuery } from '../../../lib/query.tsx'
import { Button } from '../../../ui/Button.tsx'
import { Input } from '../../../ui/Input.tsx'
import { loadChainConfig } from '../../chain/chainConfig.ts'
import { positiveAmount } from '../../chain/positiveAmount.ts'
import { EmptyState } from '../EmptyState.tsx'
import { ItemThumb } from '../ItemThumb.tsx'
import { currenciesOf } from './currencies.ts'
import { unsoldItems } from './tradeApi.ts'
import { listWords, useBatchListing } from './useBatchListing.ts'

const DAYS = [1, 3, 7, 30] as const
const select = 'h-11 rounded-md border border-line-strong bg-surface px-3 text-sm text-fg'

/** /sellConfig?ids=…: a price for each picked item, one currency and duration, one signature for all. */
export function SellConfig({ ids }: { ids: number[] }) {
  const navigate = useNavigate()
  const config = useQuery({ queryKey: ['chain-config'], queryFn: loadChainConfig })
  const items = useQuery({ queryKey: ['unsold'], queryFn: () => unsoldItems(1, 50) })
  const chosen = (items.data?.list ?? []).filter((item) => ids.includes(item.id))
  if (!config.data || items.isPending) return <p className="text-sm text-fg-muted">Loading…</p>
  if (chosen.length === 0)
    return (
      <EmptyState
        title="None of these items can be listed."
        text="They are listed already, sold, or no longer in your wallet. Pick again from what you can sell."
        actions={[{ to: '/sellList', label: 'Pick items to sell' }]}
      />
    )
  return <SellForm items={chosen} config={config.data} onDone={() => navigate('/sellList')} />
}

function SellForm({ items, config, onDone }: { items: ItemView[]; config: ChainConfig; onDone: () => void }) {
  const batch = useBatchListing()
  const currencies = currenciesOf(config, false)
  const [symbol, setSymbol] = useState('ETH')
  const [days, setDays] = useState<number>(7)
  const [prices, setPrices] = useState<Record<number, string>>({})
  const currency =
    currencies.find((c) => c.symbol === symbol) ?? (currencies[0] as (typeof currencies)[number])
  const rows = items.map((item) => ({
    item,
    price: positiveAmount(prices[item.id] ?? '', currency.decimals),
  }))
  const ready = rows.every((row) => row.price !== undefined)
  const submit = async () => {
    if (!ready) return
    const done = await batch.listAll(
      rows.map((r) => ({ item: r.item, price: r.price as bigint })),
      currency,
      days,
    )
    if (done) onDone()
  }
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <div className="flex gap-3">
        <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium text-fg">
          Currency
          <select className={select} value={symbol} onChange={(e) => setSymbol(e.target.value)}>
            {currencies.map((c) => (
              <option key={c.symbol}>{c.symbol}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium text-fg">
          Duration
          <select className={select} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {DAYS.map((d) => (
              <option key={d} value={d}>
                {d === 1 ? '1 day' : `${d} days`}
              </option>
            ))}
          </select>
        </label>
      </div>
      {items.map((item) => (
        <div key={item.id} className="flex items-end gap-3">
          <ItemThumb item={item} sizes="44px" className="size-11 shrink-0 rounded-md border border-line" />
          <div className="min-w-0 flex-1">
            <Input
              label={`Price of ${item.name} (${currency.symbol})`}
              inputMode="decimal"
              placeholder="0.00"
              value={prices[item.id] ?? ''}
              onChange={(e) => setPrices((p) => ({ ...p, [item.id]: e.target.value }))}
            />
          </div>
        </div>
      ))}
      <p className="text-sm text-fg-muted">
        One signature lists them all; each can still be bought on its own.
      </p>
      <Button disabled={!ready || batch.busy} onClick={submit}>
        {listWords(items.length)}
      </Button>
    </div>
  )
}
