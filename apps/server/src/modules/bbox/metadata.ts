import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../platform/db/database.ts'
import { seriesById } from './series.ts'

const params = z.object({
  series: z.coerce.number().int().positive().max(2_147_483_647),
  tier: z.coerce.number().int().min(0).max(1000),
})

/**
 * The prize tokens' metadata (their tokenURI, series.ts prizeUriOf), outside /api: wallets and
 * marketplaces fetch it without our headers. A published series never changes, so neither does it.
 */
export function prizeMetadataRoutes(app: FastifyInstance, db: Db, origin: string) {
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url)
  app.get('/meta/bbox/:series/:tier', async (request, reply) => {
    const p = params.safeParse(request.params)
    const series = p.success ? await seriesById(db, p.data.series) : undefined
    const tier = p.success && series?.prizes ? series.tiers[p.data.tier] : undefined
    if (!series || !tier) return reply.code(404).send({ error: 'no such prize' })
    return reply.header('cache-control', 'public, max-age=86400').send({
      name: `${tier.name} · ${series.name}`,
      description: tier.description || series.description,
      image: absolute(tier.image),
      external_url: `${origin}/blindBox`,
      attributes: [
        { trait_type: 'Series', value: series.name },
        { trait_type: 'Tier', value: tier.name },
      ],
    })
  })
}
