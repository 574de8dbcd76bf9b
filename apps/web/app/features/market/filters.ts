import type {
  ITEM_SORTS,
  ITEM_STATUSES,
  ItemListQuery,
  MARKET_TYPES as TYPES,
} from '@kid/shared/market/catalog'
import { cleanSearchTerm } from '@kid/shared/validate/search-term'
import { parseEth } from './price.ts'

type Labelled<T extends readonly string[]> = readonly { value: T[number]; label: string }[]

/** The marketplace's kinds (/marketplace/{type}, the shared MARKET_TYPES) with their tab labels. */
export const MARKET_TYPES = [
  { value: 'all', label: 'All' },
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
  { value: '721', label: 'ERC-721' },
  { value: '1155', label: 'ERC-1155' },
] as const satisfies Labelled<typeof TYPES>
export type MarketType = (typeof TYPES)[number]

export const MARKET_STATUSES = [
  { value: 'all', label: 'All items' },
  { value: 'onsale', label: 'Buy now' },
  { value: 'auction', label: 'On auction' },
  { value: 'offers', label: 'Has offers' },
] as const satisfies Labelled<typeof ITEM_STATUSES>
export type MarketStatus = (typeof ITEM_STATUSES)[number]

export const MARKET_SORTS = [
  { value: 'newest', label: 'Recently created' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'views', label: 'Most viewed' },
] as const satisfies Labelled<typeof ITEM_SORTS>
export type MarketSort = (typeof ITEM_SORTS)[number]

/** A filtered view of the catalogue; prices are what the visitor typed, in ETH. */
export type MarketFilters = {
  category?: number
  q?: string
  min?: string
  max?: string
  status: MarketStatus
  sort: MarketSort
}

export const DEFAULT_FILTERS: MarketFilters = { status: 'all', sort: 'newest' }

function oneOf<T extends string>(options: readonly { value: T }[], value: string | null, fallback: T): T {
  return options.find((o) => o.value === value)?.value ?? fallback
}

export const sortOf = (value: string | null): MarketSort => oneOf(MARKET_SORTS, value, 'newest')

export function marketTypeOf(param: string | undefined): MarketType | undefined {
  const found = MARKET_TYPES.find((t) => t.value === (param ?? 'all'))
  return found?.value
}

function categoryOf(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined
}

/** Reads a shared link's query: anything unknown or invalid falls back to the default. */
export function filtersFromSearch(params: URLSearchParams): MarketFilters {
  const price = (key: string) => {
    const text = params.get(key)?.trim()
    return text && parseEth(text) !== undefined ? text : undefined
  }
  return {
    category: categoryOf(params.get('category')),
    q: cleanSearchTerm(params.get('q') ?? ''),
    min: price('min'),
    max: price('max'),
    status: oneOf(MARKET_STATUSES, params.get('status'), 'all'),
    sort: sortOf(params.get('sort')),
  }
}

/** The query of a filtered view, defaults left out so links stay short and canonical. */
export function searchOfFilters(filters: MarketFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.category) params.set('category', String(filters.category))
  if (filters.q) params.set('q', filters.q)
  if (filters.min) params.set('min', filters.min)
  if (filters.max) params.set('max', filters.max)
  if (filters.status !== 'all') params.set('status', filters.status)
  if (filters.sort !== 'newest') params.set('sort', filters.sort)
  return params
}

/** The item/open/list query of a view: prices go to the server in wei. */
export function listQueryOf(type: MarketType, filters: MarketFilters, page: number, size: number) {
  const wei = (text?: string) => (text ? parseEth(text) : undefined)
  return {
    type,
    category: filters.category,
    search: filters.q,
    minPrice: wei(filters.min),
    maxPrice: wei(filters.max),
    status: filters.status,
    sort: filters.sort,
    page,
    size,
  } satisfies Partial<ItemListQuery>
}
