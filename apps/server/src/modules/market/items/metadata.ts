import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../../platform/db/database.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem, marketItemAttribute } from '../tables/item.ts'

/** Media URLs are stored as our upload paths; wallets fetching metadata need absolute ones. */
const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url)

/**
 * Token metadata (ERC-721 / ERC-1155 JSON) outside /api: wallets and marketplaces fetch it with
 * no signature header. /meta/item/{itemId} is the URI given to the mint; /meta/{chainId}/{address}/{tokenId}
 * finds the same document by token.
 */
export function metadataRoutes(app: FastifyInstance, db: Db, originOf: (request: FastifyRequest) => string) {
  const answer = async (where: ReturnType<typeof and>, origin: string) => {
    const [item] = await db
      .select()
      .from(marketItem)
      .innerJoin(marketCollection, eq(marketCollection.id, marketItem.collectionId))
      .where(where)
    if (!item) return undefined
    const attributes = await db
      .select({ trait_type: marketItemAttribute.traitType, value: marketItemAttribute.value })
      .from(marketItemAttribute)
      .where(eq(marketItemAttribute.itemId, item.market_item.id))
    const it = item.market_item
    return {
      name: it.name,
      description: it.description,
      image: absolute(origin, it.mediaType === 'image' ? it.mediaUrl : it.thumbnailUrl),
      ...(it.mediaType === 'video' ? { animation_url: absolute(origin, it.mediaUrl) } : {}),
      attributes,
    }
  }
  const send = (reply: FastifyReply, doc: object | undefined) =>
    doc
      ? reply.header('cache-control', 'public, max-age=300').send(doc)
      : reply.code(404).send({ error: 'no such token' })
  app.get('/meta/item/:itemId', async (request, reply) => {
    const p = z.object({ itemId: z.coerce.number().int().positive() }).safeParse(request.params)
    if (!p.success) return send(reply, undefined)
    return send(reply, await answer(eq(marketItem.id, p.data.itemId), originOf(request)))
  })
  app.get('/meta/:chainId/:address/:tokenId', async (request, reply) => {
    const p = z
      .object({
        // chain_id is an integer column: a larger number is no chain of ours, not a database error.
        chainId: z.coerce
          .number()
          .int()
          .positive()
          .max(2 ** 31 - 1),
        address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
        tokenId: z.string().regex(/^\d{1,78}$/),
      })
      .safeParse(request.params)
    if (!p.success) return send(reply, undefined)
    const where = and(
      eq(marketCollection.chainId, p.data.chainId),
      sql`lower(${marketCollection.address}) = ${p.data.address.toLowerCase()}`,
      eq(marketItem.tokenId, BigInt(p.data.tokenId)),
    )
    return send(reply, await answer(where, originOf(request)))
  })
}
