import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../../platform/db/database.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem } from '../tables/item.ts'
import { marketItemMetadata } from '../tables/item-metadata.ts'

/**
 * Token metadata (ERC-721 / ERC-1155 JSON) outside /api: wallets and marketplaces fetch it with
 * no signature header. /meta/item/{itemId} is the URI given to the mint; /meta/{chainId}/{address}/{tokenId}
 * finds the same document by token. Both serve the minted item's frozen snapshot byte for byte
 * (items/freeze-metadata.ts), so its sha256 is the `metadataHash` item info shows; a draft has
 * none and is not found, like an unknown token (its details are the creator's until minted).
 */
export function metadataRoutes(app: FastifyInstance, db: Db) {
  const answer = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({ json: marketItemMetadata.json, sha256: marketItemMetadata.sha256 })
      .from(marketItem)
      .innerJoin(marketCollection, eq(marketCollection.id, marketItem.collectionId))
      .innerJoin(
        marketItemMetadata,
        and(
          eq(marketItemMetadata.itemId, marketItem.id),
          eq(marketItemMetadata.version, marketItem.metadataVersion),
        ),
      )
      .where(and(eq(marketItem.status, 'minted'), where))
    return row
  }
  const send = (reply: FastifyReply, doc: { json: string; sha256: string } | undefined) =>
    doc
      ? reply
          .header('cache-control', 'public, max-age=300')
          .header('etag', `"${doc.sha256}"`)
          .type('application/json; charset=utf-8')
          .send(doc.json)
      : reply.code(404).send({ error: 'no such token' })
  app.get('/meta/item/:itemId', async (request, reply) => {
    const p = z.object({ itemId: z.coerce.number().int().positive() }).safeParse(request.params)
    if (!p.success) return send(reply, undefined)
    return send(reply, await answer(eq(marketItem.id, p.data.itemId)))
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
    return send(reply, await answer(where))
  })
}
