import { z } from 'zod'
import { shownProfileSchema } from '../account/shown-profile.ts'
import { pageQuery } from '../page-query.ts'
import { lineText } from '../validate/text.ts'
import { collectionViewSchema, creatorViewSchema, itemViewSchema } from './views.ts'

/**
 * Creator, earning and home-page calls (docs/api.md "Creators, home and market data"): payloads
 * and answers. Wei amounts are decimal strings; times ISO strings; addresses lower-cased.
 */
export const RANKING_PERIODS = ['1d', '7d', '30d', 'all'] as const
export type RankingPeriod = (typeof RANKING_PERIODS)[number]
/** open/creator/top/ranking and open/creator/top/list: creators by sales volume in a period. */
export const creatorRankingQuery = pageQuery.extend({
  period: z.enum(RANKING_PERIODS, { error: 'The period is 1d, 7d, 30d or all.' }).default('7d'),
})
export type CreatorRankingQuery = z.infer<typeof creatorRankingQuery>

/**
 * open/creator/index: the one read of a public profile (/personal, /personal/creator and the member's
 * own /profile): who they are, then what their wallet created, holds and has on sale.
 */
export const creatorProfileSchema = creatorViewSchema.extend({
  ...shownProfileSchema.shape,
  created: z.number(),
  collected: z.number(),
  onSale: z.number(),
})
export type CreatorProfile = z.infer<typeof creatorProfileSchema>

const currencyFields = { currency: z.string(), symbol: z.string(), decimals: z.number() }
/** creator/earning: one royalty or sale proceeds row. */
export const earningRowSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  itemName: z.string(),
  kind: z.enum(['royalty', 'sale']),
  amountWei: z.string(),
  ...currencyFields,
  createdAt: z.string(),
})
export type EarningRow = z.infer<typeof earningRowSchema>
export const earningTotalSchema = z.object({ ...currencyFields, amountWei: z.string() })
export type EarningTotal = z.infer<typeof earningTotalSchema>

/** home/open/index/count: the platform's headline figures (minted items, deployed collections). */
export const homeCountsSchema = z.object({
  items: z.number(),
  collections: z.number(),
  creators: z.number(),
  volumeWei: z.string(),
})
export type HomeCounts = z.infer<typeof homeCountsSchema>

/** home/open/index: sections from real data, each empty until there is some. */
export const homeIndexSchema = z.object({
  /** By 7-day sales volume. */
  collections: z.array(collectionViewSchema),
  /** The newest minted. */
  items: z.array(itemViewSchema),
  /** Items with an auction listing still open. */
  auctions: z.array(itemViewSchema),
  /** By 7-day sales volume. */
  creators: z.array(creatorViewSchema),
})
export type HomeIndex = z.infer<typeof homeIndexSchema>

/** open/ethprice: the last good ETH/USD rate and when the provider gave it. */
export const ethPriceSchema = z.object({ usd: z.string(), at: z.string(), source: z.string() })
export type EthPrice = z.infer<typeof ethPriceSchema>

/** /api/dataservice/open/collections/categories. */
export const categorySchema = z.object({ id: z.number(), name: z.string(), slug: z.string() })
export type Category = z.infer<typeof categorySchema>

/** A link or picture of a banner: one of our paths (/…) or an http(s) URL. */
const link = z
  .string()
  .trim()
  .max(512)
  .regex(/^(\/(?!\/)|https?:\/\/)/, { error: 'A banner link is a path (/…) or an http(s) URL.' })
/** The operator's `banner add` (admin CLI and /admin/run). */
export const bannerAddInput = z.object({
  image: link,
  title: lineText(120, 'The title').default(''),
  link: link.or(z.literal('')).default(''),
  sort: z.coerce.number().int().min(0).default(0),
})
export type BannerAddInput = z.input<typeof bannerAddInput>
