import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import * as KidERC1155 from '@kid/contracts/artifacts/KidERC1155'
import { itemAddBody } from '@kid/shared/market/catalog'
import { and, eq, inArray } from 'drizzle-orm'
import { encodeFunctionData } from 'viem'
import type { Config } from '../../../platform/config/config.ts'
import { until } from '../../../platform/demo.ts'
import type { MarketDeps } from '../deps.ts'
import { addItem } from '../items/save.ts'
import { marketItem } from '../tables/item.ts'
import { randomOf } from './art/random.ts'
import { CANVAS } from './art/styles.ts'
import type { DemoCollection } from './demo-collection.ts'
import { mapLimit } from './map-limit.ts'
import { oneAtATime } from './one-at-a-time.ts'
import { type StoredArt, storeArt } from './store-art.ts'
import { TITLES } from './world/titles.ts'

/** Said at the end of every demo item's description. */
export const DEMO_ITEM_NOTE = 'Demo item: generated art, minted when this platform first started.'
/** Pieces drawn at once (see mapLimit). */
const ART_CONCURRENCY = 2

export type DemoItem = {
  id: number
  number: number
  supply: bigint
  collection: DemoCollection
  tokenId: bigint
}
type Piece = { collection: DemoCollection; number: number }

/**
 * The collections' items, `count` each: art drawn from the seed `<symbol>:<number>` and stored as
 * uploads, a title and description made from its traits, the draft added through the item service,
 * and the token minted from the creator's wallet with the URI the service answered; then one wait
 * for the indexer to claim every draft as its token. The collections take turns, so "newest" lists
 * show a mix, as on a market where several artists mint.
 */
export async function mintItems(
  deps: MarketDeps,
  config: Config,
  collections: readonly DemoCollection[],
  count: (collection: DemoCollection) => number,
): Promise<DemoItem[]> {
  // Each collection's pieces spread evenly over the run (a piece at its share of the way through
  // its collection), so every stretch of "newest" holds some of each.
  const pieces = collections
    .flatMap((collection) =>
      Array.from({ length: count(collection) }, (_, i) => ({
        collection,
        number: i + 1,
        at: (i + 0.5) / count(collection),
      })),
    )
    .sort((a, b) => a.at - b.at)
  // Drawing runs two at a time; what follows sends transactions, one at a time so nonces stay in order.
  const inTurn = oneAtATime()
  const names = new Map<DemoCollection, Set<string>>()
  const drafts = await mapLimit(pieces, ART_CONCURRENCY, async (piece) => {
    const { plan } = piece.collection
    const art = await storeArt(config, plan.style, `${plan.symbol}:${piece.number}`, CANVAS.art)
    const taken = names.get(piece.collection) ?? new Set()
    names.set(piece.collection, taken)
    return inTurn(() => addAndMint(deps, config, piece, art, taken))
  })
  const tokens = await until('the mints', async () => {
    const rows = await deps.db
      .select({ id: marketItem.id, tokenId: marketItem.tokenId })
      .from(marketItem)
      .where(
        and(
          inArray(
            marketItem.id,
            drafts.map((d) => d.id),
          ),
          eq(marketItem.status, 'minted'),
        ),
      )
    return rows.length === drafts.length ? new Map(rows.map((r) => [r.id, r.tokenId ?? 0n])) : undefined
  })
  return drafts.map((d) => ({ ...d, tokenId: tokens.get(d.id) ?? 0n }))
}

async function addAndMint(
  deps: MarketDeps,
  config: Config,
  piece: Piece,
  art: StoredArt,
  taken: Set<string>,
) {
  const { collection, number } = piece
  const { plan, creator } = collection
  const random = randomOf(`${plan.symbol}:${number}:words`)
  const words = TITLES[plan.style](random, { number, total: plan.items, traits: art.traits })
  const [least, most] = plan.editions ?? [1, 1]
  const supply = BigInt(random.int(least, most))
  // Through the call's own schema, so the demo keeps every rule a person's request must.
  const body = itemAddBody.parse({
    collectionId: collection.id,
    name: uniqueName(taken, words.name),
    description: `${words.description}\n\n${DEMO_ITEM_NOTE}`,
    media: art.url,
    thumbnail: art.thumbnail,
    properties: art.traits,
    ...(plan.standard === 1155 ? { supply: String(supply) } : {}),
  })
  const item = await addItem(deps, creator, body, config.publicUrl)
  const to = creator.signer.address
  await creator.signer.send({
    to: collection.address,
    data:
      plan.standard === 1155
        ? encodeFunctionData({
            abi: KidERC1155.abi,
            functionName: 'mint',
            args: [to, supply, item.tokenUri, to, plan.royaltyBps],
          })
        : encodeFunctionData({
            abi: KidERC721.abi,
            functionName: 'mint',
            args: [to, item.tokenUri, to, plan.royaltyBps],
          }),
  })
  return { id: item.id, number, supply, collection }
}

/** Titles drawn from word lists can meet twice; the second becomes "… II", as a series would. */
function uniqueName(taken: Set<string>, name: string): string {
  let unique = name
  for (let n = 2; taken.has(unique); n++) unique = `${name} ${['II', 'III', 'IV', 'V'][n - 2] ?? n}`
  taken.add(unique)
  return unique
}
