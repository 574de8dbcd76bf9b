import { addBanner, listBanners, removeBanner } from '../modules/market/home/banners.ts'
import type { Db } from '../platform/db/database.ts'

/** What the banner commands need from the command line (the shared parseArgs options). */
export type BannerOptions = { image?: string; title?: string; link?: string; sort?: string }

/**
 * `banner add --image URL --title TEXT --link URL [--sort N]`, `banner remove <id>`, `banner list`:
 * the home page's banners. Service refusals throw ApiError; commands.ts shows them as usage errors.
 */
export async function bannerCommand(
  db: Db,
  action: string | undefined,
  rest: string[],
  o: BannerOptions,
  usage: (message: string) => Error,
): Promise<string> {
  if (action === 'list') {
    const rows = await listBanners(db)
    return rows.length === 0 ? '(none)' : rows.map((r) => JSON.stringify(r)).join('\n')
  }
  if (action === 'add') {
    if (!o.image) throw usage('--image is required')
    const row = await addBanner(db, { image: o.image, title: o.title, link: o.link, sort: o.sort })
    return `${`Added banner #${row.id} ${row.title}`.trimEnd()}.`
  }
  if (action === 'remove') {
    const id = Number(rest[0])
    if (!Number.isInteger(id) || id <= 0) throw usage('Give the banner id (see banner list)')
    return (await removeBanner(db, id)) ? `Removed banner #${id}.` : `No banner #${id}.`
  }
  throw usage(`Unknown banner action: ${action ?? '(none)'}`)
}
