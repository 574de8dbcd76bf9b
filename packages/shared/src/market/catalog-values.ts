// The catalogue's plain values, no zod: the pages import these (catalog.ts adds the calls' schemas).

/** Collection royalty in basis points: at most 10 %. */
export const ROYALTY_BPS_MAX = 1000

export const STANDARDS = [721, 1155] as const

export const COLLECTION_SORTS = ['newest', 'volume', 'floor', 'items'] as const

/** Item filters shared by the marketplace and a collection's items. */
export const ITEM_SORTS = ['newest', 'price_asc', 'price_desc', 'views'] as const
export const ITEM_STATUSES = ['all', 'onsale', 'auction', 'offers'] as const

/** The marketplace's types (/marketplace/{type}). */
export const MARKET_TYPES = ['all', 'image', 'video', '721', '1155'] as const

export const PROPERTIES_MAX = 20
