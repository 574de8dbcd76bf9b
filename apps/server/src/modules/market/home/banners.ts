import { type BannerAddInput, bannerAddInput } from '@kid/shared/market/creators'
import type { BannerView } from '@kid/shared/market/views'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { badRequest } from '../../../platform/errors.ts'
import { marketBanner } from '../tables/banner.ts'
import { shortCachePer } from './cache.ts'

type BannerRow = typeof marketBanner.$inferSelect
const toView = ({ id, imageUrl, title, linkUrl, sort }: BannerRow): BannerView => ({
  id,
  imageUrl,
  title,
  linkUrl,
  sort,
})

// Every home page view shows them; an operator's change here clears the cache at once.
const bannerCache = shortCachePer(async (db: Db) => {
  const rows = await db.select().from(marketBanner).orderBy(asc(marketBanner.sort), asc(marketBanner.id))
  return rows.map(toView)
})

/** GET home/open/banner(/v2): the operator's banners by `sort`; none until one is added. */
export const listBanners = (db: Db): Promise<BannerView[]> => bannerCache(db).get()

/** The operator's `banner add`: a refusal names the field, and nothing is written. */
export async function addBanner(db: Db, input: BannerAddInput): Promise<BannerView> {
  const parsed = bannerAddInput.safeParse(input)
  if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => i.message).join(' '))
  const { image, title, link, sort } = parsed.data
  const [row] = await db
    .insert(marketBanner)
    .values({ imageUrl: image, title, linkUrl: link, sort })
    .returning()
  if (!row) throw new Error('banner insert returned no row')
  bannerCache(db).clear()
  return toView(row)
}

/** The operator's `banner remove <id>`: whether there was one. */
export async function removeBanner(db: Db, id: number): Promise<boolean> {
  const removed = await db
    .delete(marketBanner)
    .where(eq(marketBanner.id, id))
    .returning({ id: marketBanner.id })
  bannerCache(db).clear()
  return removed.length > 0
}
