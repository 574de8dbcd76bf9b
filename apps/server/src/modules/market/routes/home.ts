import { ok } from '@kid/shared/envelope'
import type { FastifyPluginAsync } from 'fastify'
import type { MarketDeps } from '../deps.ts'
import { listBanners } from '../home/banners.ts'
import { homeCounts, homeIndex } from '../home/index.ts'

const base = '/api/dcservice/home/open'

/** The home page's market calls (spec 001 §7): sections, headline figures and banners. */
export const homeRoutes: FastifyPluginAsync<MarketDeps> = async (app, deps) => {
  const { db } = deps
  app.get(`${base}/index`, async () => ok(await homeIndex(deps)))
  app.get(`${base}/index/count`, async () => ok(await homeCounts(deps)))
  // v2 is the current client's call; the first version answers the same list for older clients.
  app.get(`${base}/banner`, async () => ok(await listBanners(db)))
  app.get(`${base}/banner/v2`, async () => ok(await listBanners(db)))
}
