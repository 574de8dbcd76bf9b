import type { Category } from '@kid/shared/market/creators'
import { cleanSearchTerm } from '@kid/shared/validate/search-term'
import { Search, SlidersHorizontal } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { MARKET_SORTS, MARKET_STATUSES, type MarketFilters, sortOf } from './filters.ts'

const FIELD =
  'h-11 rounded-full border border-line-strong bg-surface px-4 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand-500'

export type FilterBarProps = {
  filters: MarketFilters
  categories: Category[]
  onChange: (next: MarketFilters) => void
  /** A collection's items have no name search. */
  searchable?: boolean
}

/** Search, category, status, price range and sort; every change becomes the page's URL. */
export function FilterBar({ filters, categories, onChange, searchable = true }: FilterBarProps) {
  const id = useId()
  // A picked status shows at once, until the page's own filters move on (its data has arrived).
  const [picked, setPicked] = useState<{ status: typeof filters.status; over: typeof filters.status }>()
  const shownStatus = picked?.over === filters.status ? picked.status : filters.status
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (key: string) => String(form.get(key) ?? '').trim() || undefined
    onChange({
      ...filters,
      q: cleanSearchTerm(String(form.get('q') ?? '')),
      min: text('min'),
      max: text('max'),
    })
  }
  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="flex flex-wrap items-center gap-2" key={JSON.stringify(filters)}>
        {searchable && (
          <label className="relative min-w-0 basis-full sm:basis-auto sm:flex-[1_1_16rem]">
            <span className="sr-only">Search items</span>
            <Search
              className="pointer-events-none absolute top-3.5 left-4 size-4 text-fg-subtle"
              aria-hidden="true"
            />
            <input
              name="q"
              type="search"
              defaultValue={filters.q}
              placeholder="Search items"
              className={`${FIELD} w-full pl-10`}
            />
          </label>
        )}
        <fieldset className="flex min-w-0 flex-1 items-center gap-1 sm:flex-none">
          <legend className="sr-only">Price in ETH</legend>
          <input
            name="min"
            inputMode="decimal"
            defaultValue={filters.min}
            placeholder="Min ETH"
            aria-label="Minimum price in ETH"
            className={`${FIELD} w-full min-w-0 sm:w-28`}
          />
          <span className="text-fg-subtle" aria-hidden="true">
            –
          </span>
          <input
            name="max"
            inputMode="decimal"
            defaultValue={filters.max}
            placeholder="Max ETH"
            aria-label="Maximum price in ETH"
            className={`${FIELD} w-full min-w-0 sm:w-28`}
          />
        </fieldset>
        <Button type="submit" variant="secondary">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Apply
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="-mx-4 flex min-w-0 gap-1.5 overflow-x-auto px-4 max-sm:fade-end sm:mx-0 sm:flex-wrap sm:px-0">
          <legend className="sr-only">Status</legend>
          {MARKET_STATUSES.map((status) => (
            <Button
              key={status.value}
              size="sm"
              variant={shownStatus === status.value ? 'primary' : 'outline'}
              aria-pressed={shownStatus === status.value}
              onClick={() => {
                setPicked({ status: status.value, over: filters.status })
                onChange({ ...filters, status: status.value })
              }}
            >
              {status.label}
            </Button>
          ))}
        </fieldset>
        <div className="flex w-full gap-2 sm:ml-auto sm:w-auto [&>select]:min-w-0 [&>select]:flex-1 sm:[&>select]:flex-none">
          {categories.length > 0 && (
            <select
              aria-label="Category"
              id={`${id}-category`}
              value={filters.category ?? ''}
              onChange={(e) =>
                onChange({ ...filters, category: e.target.value ? Number(e.target.value) : undefined })
              }
              className={`${FIELD} pr-8`}
            >
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
          <select
            aria-label="Sort by"
            value={filters.sort}
            onChange={(e) => onChange({ ...filters, sort: sortOf(e.target.value) })}
            className={`${FIELD} pr-8`}
          >
            {MARKET_SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  )
}
