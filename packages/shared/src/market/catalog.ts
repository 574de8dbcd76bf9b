import { z } from 'zod'
import { pageQuery } from '../page-query.ts'
import { uint } from '../validate/chain-int.ts'
import { searchTermSchema } from '../validate/search.ts'
import { lineText, multilineText } from '../validate/text.ts'
import { walletAddressSchema as address } from '../validate/wallet-address.ts'
import {
  COLLECTION_SORTS,
  ITEM_SORTS,
  ITEM_STATUSES,
  MARKET_TYPES,
  PROPERTIES_MAX,
  ROYALTY_BPS_MAX,
} from './catalog-values.ts'

export * from './catalog-values.ts'

/**
 * Payloads of the catalog calls (docs/api.md "Marketplace catalog"): collections, items, browsing
 * and creators. GET calls send query strings, hence the coercions; prices are wei as decimal strings.
 */
const id = z.coerce.number().int().positive()
const media = lineText(512, 'The file address').min(1, { error: 'Please upload the file first.' })
const royalty = z.coerce
  .number()
  .int()
  .min(0)
  .max(ROYALTY_BPS_MAX, { error: 'Royalties can be at most 10%.' })

/** The editable fields, without defaults: an edit changes only what it sends. */
const collectionFields = z.object({
  name: lineText(64, 'The name').min(1, { error: 'Please name the collection.' }),
  description: multilineText(1000, 'The description'),
  cover: media,
  banner: media,
  royalty,
  category: id,
})
export const collectionAddBody = collectionFields.partial().extend({
  name: collectionFields.shape.name,
  symbol: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,12}$/, { error: 'The symbol is 1 to 12 letters or digits.' }),
  description: collectionFields.shape.description.default(''),
  royalty: royalty.default(0),
  standard: z.coerce.number().pipe(z.union([z.literal(721), z.literal(1155)])),
})
export const collectionEditBody = collectionFields.partial().extend({ id })

export const collectionListQuery = pageQuery.extend({
  category: id.optional(),
  sort: z.enum(COLLECTION_SORTS).default('newest'),
})
export const idQuery = z.object({ id })
/** POST item/like: the caller's favourite set on (`liked: true`) or off; the same request twice changes nothing. */
export const itemLikeBody = z.object({
  id,
  liked: z.boolean({ error: 'liked must be true or false.' }),
})
export const idPageQuery = pageQuery.extend({ id })
/** GET item/open/token: the minted item of one token (a page that knows a token, such as a .kid name's, links its item). */
export const itemTokenQuery = z.object({
  collection: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'The collection must be a contract address.' }),
  tokenId: z.string().regex(/^[0-9]{1,78}$/, { error: 'The token id must be a whole number.' }),
})

const itemFilters = {
  status: z.enum(ITEM_STATUSES).default('all'),
  minPrice: uint.optional(),
  maxPrice: uint.optional(),
  sort: z.enum(ITEM_SORTS).default('newest'),
}
export const collectionItemsQuery = pageQuery.extend({ id, ...itemFilters })
export const itemListQuery = pageQuery.extend({
  type: z.enum(MARKET_TYPES).default('all'),
  category: id.optional(),
  search: searchTermSchema.optional(),
  ...itemFilters,
})

const properties = z
  .array(
    z.object({
      trait_type: lineText(64, 'A property name').min(1),
      value: lineText(64, 'A property value').min(1),
    }),
  )
  .max(PROPERTIES_MAX, { error: `At most ${PROPERTIES_MAX} properties.` })
  .refine((list) => new Set(list.map((p) => p.trait_type)).size === list.length, {
    error: 'Each property name can be used once.',
  })
const itemFields = z.object({
  name: lineText(64, 'The name').min(1, { error: 'Please name the item.' }),
  description: multilineText(1000, 'The description'),
  media,
  thumbnail: media,
  mediaType: z.enum(['image', 'video']),
  properties,
  /** Copies to mint (ERC-1155 only). */
  supply: uint.refine((n) => n >= 1n && n <= 1_000_000n, { error: 'Supply is 1 to 1,000,000.' }),
  /** The token's royalty; the collection's when absent. */
  royalty,
})
export const itemAddBody = itemFields.partial().extend({
  collectionId: id,
  name: itemFields.shape.name,
  media,
  description: itemFields.shape.description.default(''),
  mediaType: itemFields.shape.mediaType.default('image'),
  properties: properties.default([]),
})
export const itemEditBody = itemFields.partial().extend({ id })

/** Creator calls name the creator by wallet address or user id. */
export const creatorQuery = pageQuery
  .extend({ address: address.optional(), userId: id.optional() })
  .refine((q) => q.address !== undefined || q.userId !== undefined, {
    error: 'Please give an address or a userId.',
  })
export const avatarLinkQuery = z.object({ itemId: id })

export type CollectionAddBody = z.infer<typeof collectionAddBody>
export type CollectionEditBody = z.infer<typeof collectionEditBody>
export type CollectionListQuery = z.infer<typeof collectionListQuery>
export type CollectionItemsQuery = z.infer<typeof collectionItemsQuery>
export type ItemListQuery = z.infer<typeof itemListQuery>
export type ItemAddBody = z.infer<typeof itemAddBody>
export type ItemEditBody = z.infer<typeof itemEditBody>
export type ItemLikeBody = z.infer<typeof itemLikeBody>
export type CreatorQuery = z.infer<typeof creatorQuery>
