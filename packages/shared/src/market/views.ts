import { z } from 'zod'

/** A wallet's .kid default name (forward and reverse agree) and the name's avatar record. */
export const kidNameSchema = z.object({
  address: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
})
export type KidName = z.infer<typeof kidNameSchema>

/**
 * The lowest open listing (fixed price or reserve) in one unit of account: ETH (ETH and WETH
 * listings together, one for one) or another token such as USDT, in that token's smallest unit.
 */
export const collectionFloorSchema = z.object({
  symbol: z.string(),
  decimals: z.number(),
  priceWei: z.string(),
})
export type CollectionFloor = z.infer<typeof collectionFloorSchema>

/**
 * Answers of the catalog calls: what the web renders. Wei amounts, token ids and supplies are
 * decimal strings (they exceed JavaScript numbers); times are ISO strings; addresses lower-cased.
 */
export const collectionViewSchema = z.object({
  id: z.number(),
  chainId: z.number(),
  /** Null until the creator's deployment is indexed. */
  address: z.string().nullable(),
  standard: z.union([z.literal(721), z.literal(1155)]),
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  coverUrl: z.string(),
  bannerUrl: z.string(),
  royaltyBps: z.number(),
  categoryId: z.number().nullable(),
  creatorAddress: z.string(),
  creatorUserId: z.number().nullable(),
  shared: z.boolean(),
  floorWei: z.string().nullable(),
  volumeWei: z.string(),
  owners: z.number(),
  items: z.number(),
  createdAt: z.string(),
  /** The floor in each unit, ETH first: none when nothing is listed (collections/floors.ts). */
  floors: z.array(collectionFloorSchema),
})
export type CollectionView = z.infer<typeof collectionViewSchema>

/** collection/open/detail: the collection page also names its creator (the member's username). */
export const collectionDetailSchema = collectionViewSchema.extend({
  creatorName: z.string().nullable(),
  /** The creator's .kid default name, shown before the username. */
  creatorKidName: kidNameSchema.nullable(),
})
export type CollectionDetail = z.infer<typeof collectionDetailSchema>

/**
 * The item's best active listing, when it has one. `amount` is what was listed; `left` what is still
 * for sale after indexed fills (an ERC-1155 listing sells in parts; equal to `amount` until then).
 */
export const listingSummarySchema = z.object({
  orderId: z.number(),
  priceWei: z.string(),
  currency: z.string(),
  channel: z.number(),
  amount: z.string(),
  left: z.string(),
  endTime: z.string(),
  seller: z.string(),
})

/**
 * item/open/listings: one of the item's active listings, `left` as in the summary, and the seller's
 * .kid default name when they have one.
 */
export const listingRowSchema = listingSummarySchema.extend({
  startTime: z.string(),
  kidNames: z.array(kidNameSchema),
})
export type ListingRow = z.infer<typeof listingRowSchema>

export const itemViewSchema = z.object({
  id: z.number(),
  collectionId: z.number(),
  collectionName: z.string(),
  collectionAddress: z.string().nullable(),
  chainId: z.number(),
  standard: z.union([z.literal(721), z.literal(1155)]),
  tokenId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  mediaUrl: z.string(),
  mediaType: z.enum(['image', 'video']),
  thumbnailUrl: z.string(),
  supply: z.string(),
  royaltyBps: z.number(),
  creatorAddress: z.string(),
  creatorUserId: z.number().nullable(),
  /** ERC-721 holder; null for drafts and ERC-1155 (see owners in item/open/info). */
  ownerAddress: z.string().nullable(),
  status: z.enum(['draft', 'minted']),
  views: z.number(),
  createdAt: z.string(),
  listing: listingSummarySchema.nullable(),
})
export type ItemView = z.infer<typeof itemViewSchema>

export const propertySchema = z.object({ trait_type: z.string(), value: z.string() })

/** The member a wallet is bound to (one at most): how pages name a wallet they show. */
export const walletMemberSchema = z.object({
  address: z.string(),
  userId: z.number(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
})
export type WalletMember = z.infer<typeof walletMemberSchema>

/** An item's favourites: how many members like it, and whether the viewer does (false for visitors). */
export const itemLikesSchema = z.object({ likes: z.number(), liked: z.boolean() })
export type ItemLikes = z.infer<typeof itemLikesSchema>

/** item/open/info: the item page. */
export const itemInfoSchema = itemViewSchema.extend({
  ...itemLikesSchema.shape,
  properties: z.array(propertySchema),
  /** ERC-1155 holders (largest first, at most 20); the ERC-721 holder alone otherwise. */
  owners: z.array(z.object({ address: z.string(), amount: z.string() })),
  collection: collectionViewSchema,
  highestOffer: z
    .object({ offerId: z.number(), priceWei: z.string(), currency: z.string(), bidder: z.string() })
    .nullable(),
  /** What to pass to the collection's mint as the token URI (drafts only). */
  tokenUri: z.string().nullable(),
  /**
   * sha256 (hex) of the frozen token metadata JSON the token URI serves, byte for byte (minted
   * items; null for drafts): a buyer can fetch the URI and check it.
   */
  metadataHash: z.string().nullable(),
  /** The members whose bound wallet is the creator or one of the owners: their names and pictures. */
  members: z.array(walletMemberSchema),
  /** The creator's and owners' .kid default names, shown instead of their addresses. */
  kidNames: z.array(kidNameSchema),
})
export type ItemInfo = z.infer<typeof itemInfoSchema>

/**
 * item/open/traits: each property of a minted item with `count`, how many of its collection's
 * minted items have that value (the item included), out of `items` minted in the collection.
 */
export const itemTraitsSchema = z.object({
  items: z.number(),
  traits: z.array(propertySchema.extend({ count: z.number() })),
})
export type ItemTraits = z.infer<typeof itemTraitsSchema>

/**
 * item/open/sales: one sale of the item, oldest first, at its price per copy in the smallest unit
 * of the token named by `symbol` and `decimals` (ETH, WETH, USDT).
 */
export const salePointSchema = z.object({
  id: z.number(),
  unitPriceWei: z.string(),
  amount: z.string(),
  symbol: z.string(),
  decimals: z.number(),
  createdAt: z.string(),
})
export type SalePoint = z.infer<typeof salePointSchema>

export const activityViewSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  itemName: z.string(),
  collectionId: z.number(),
  kind: z.enum(['mint', 'list', 'cancel', 'sale', 'offer', 'bid', 'transfer']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  amount: z.string(),
  priceWei: z.string().nullable(),
  currency: z.string().nullable(),
  txHash: z.string().nullable(),
  createdAt: z.string(),
  /** The members behind `from` and `to`, where those wallets are bound to one. */
  members: z.array(walletMemberSchema),
  /** The .kid default names of `from` and `to`, where they have one. */
  kidNames: z.array(kidNameSchema),
})
export type ActivityView = z.infer<typeof activityViewSchema>

export const creatorViewSchema = z.object({
  address: z.string(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  /** The wallet's .kid default name, shown before the username (its avatar when the member has none). */
  kidName: kidNameSchema.nullable(),
  items: z.number(),
  volumeWei: z.string(),
})
export type CreatorView = z.infer<typeof creatorViewSchema>

export const bannerViewSchema = z.object({
  id: z.number(),
  imageUrl: z.string(),
  title: z.string(),
  linkUrl: z.string(),
  sort: z.number(),
})
export type BannerView = z.infer<typeof bannerViewSchema>
