import * as BlindBox from '@kid/contracts/artifacts/BlindBox'
import { oddsHashOf } from '@kid/contracts/bbox/draw'
import type { SeriesView } from '@kid/shared/bbox-calls'
import { desc, eq } from 'drizzle-orm'
import { type Address, getAddress, parseEventLogs } from 'viem'
import { z } from 'zod'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import type { BboxDeps } from './deps.ts'
import { bboxSeries, type Tier } from './tables.ts'

export type SeriesRow = typeof bboxSeries.$inferSelect
/** What publishing a series needs: the server signer sends setSeries; prize URIs live under `origin`. */
export type Publisher = Pick<BboxDeps, 'db' | 'chain' | 'origin'>

/** A new series as an operator (or the demo) describes it; checked before anything is written. */
export const seriesInput = z.object({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(1000).default(''),
  media: z.string().trim().min(1).max(4000),
  price: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'The price is a whole number of CBK above zero' }),
  tiers: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(60),
        image: z.string().trim().min(1).max(4000),
        description: z.string().trim().max(500).default(''),
        weight: z.number().int().min(1).max(1_000_000),
      }),
    )
    .min(1)
    .max(20),
  royaltyBps: z.number().int().min(0).max(1000).default(500),
})
export type SeriesInput = z.input<typeof seriesInput>

/** The URI each prize token of a tier gets: JSON metadata served by metadata.ts. */
export const prizeUriOf = (origin: string, seriesId: number, tier: number) =>
  `${origin}/meta/bbox/${seriesId}/${tier}`

/**
 * Creates a series and publishes it on chain: the contract makes the prize collection and keeps
 * the weights and URIs, frozen from then on.
 */
export async function createSeries(deps: Publisher, input: SeriesInput): Promise<SeriesRow> {
  const parsed = seriesInput.safeParse(input)
  if (!parsed.success)
    throw badRequest(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '))
  const s = parsed.data
  const [row] = await deps.db
    .insert(bboxSeries)
    .values({
      name: s.name,
      description: s.description,
      media: s.media,
      price: BigInt(s.price),
      tiers: s.tiers,
    })
    .returning()
  if (!row) throw new Error('bbox_series insert returned no row')
  return publishSeries(deps, row)
}

/**
 * Publishes a draft series (`bbox series publish <id>` after a failed create). Safe to run again
 * after a crash between the transaction and the row's update: a series the chain already has is
 * adopted when its odds are the ones written here, and refused otherwise.
 */
export async function publishSeries(deps: Publisher, row: SeriesRow): Promise<SeriesRow> {
  const { chain } = deps
  const address = chain.deployment.contracts.blindBox
  const weights = row.tiers.map((t) => t.weight)
  const uris = row.tiers.map((_, i) => prizeUriOf(deps.origin, row.id, i))
  const oddsHash = oddsHashOf(weights, uris)
  const read = { address, abi: BlindBox.abi } as const
  const [existing, prizeCount] = await chain.client.readContract({
    ...read,
    functionName: 'series',
    args: [BigInt(row.id)],
  })
  let prizes: Address = existing
  if (prizeCount === 0) {
    const hash = await chain.wallet.writeContract({
      ...read,
      functionName: 'setSeries',
      args: [BigInt(row.id), row.name, weights, uris, chain.signer.address, row.royaltyBps],
    })
    const receipt = await chain.client.waitForTransactionReceipt({ hash })
    const [set] = parseEventLogs({ abi: BlindBox.abi, logs: receipt.logs, eventName: 'SeriesSet' })
    if (receipt.status !== 'success' || !set)
      throw new Error(`bbox: publishing series ${row.id} failed (${hash})`)
    prizes = set.args.prizes
  } else {
    const [onChainWeights, onChainUris] = await chain.client.readContract({
      ...read,
      functionName: 'tiersOf',
      args: [BigInt(row.id)],
    })
    if (oddsHashOf(onChainWeights, onChainUris) !== oddsHash)
      throw new Error(`bbox: series ${row.id} is on chain with other odds; create the series again`)
  }
  const [published] = await deps.db
    .update(bboxSeries)
    .set({ prizes: getAddress(prizes), oddsHash, status: 'on_sale' })
    .where(eq(bboxSeries.id, row.id))
    .returning()
  if (!published) throw new Error(`bbox: series ${row.id} vanished`)
  return published
}

/** Publishes the draft series `id` (see publishSeries). */
export async function publishDraft(deps: Publisher, id: number): Promise<SeriesRow> {
  const row = await seriesById(deps.db, id)
  if (row?.status !== 'draft') throw badRequest(`Series ${id} is not a draft (see bbox series list)`)
  return publishSeries(deps, row)
}

/** The series, newest first, for the operator. */
export const allSeries = (db: Db) => db.select().from(bboxSeries).orderBy(desc(bboxSeries.id)).limit(200)

/** Stops selling codes and signing mints of a series (opening boxes already minted goes on). */
export async function closeSeries(db: Db, id: number): Promise<void> {
  const closed = await db
    .update(bboxSeries)
    .set({ status: 'closed' })
    .where(eq(bboxSeries.id, id))
    .returning()
  if (closed.length === 0) throw badRequest(`There is no series ${id}`)
}

export async function seriesById(db: Db, id: number): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(bboxSeries).where(eq(bboxSeries.id, id))
  return row
}

/** The chance of one tier in words a person reads: "7 in 10 (70%)". */
function chanceOf(weight: number, total: number): string {
  const pct = (weight * 100) / total
  const shown = pct >= 1 ? pct.toFixed(pct % 1 === 0 ? 0 : 1) : pct.toPrecision(2)
  return `${weight} in ${total} (${shown}%)`
}

export function tiersView(tiers: Tier[]) {
  const total = tiers.reduce((a, t) => a + t.weight, 0)
  return tiers.map((t, tier) => ({
    tier,
    name: t.name,
    image: t.image,
    weight: t.weight,
    chance: chanceOf(t.weight, total),
  }))
}

export function seriesView(row: SeriesRow): SeriesView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    media: row.media,
    price: row.price.toString(),
    prizeCount: row.tiers.reduce((a, t) => a + t.weight, 0),
    tiers: tiersView(row.tiers),
    oddsHash: (row.oddsHash as SeriesView['oddsHash']) ?? null,
    prizes: (row.prizes as Address | null) ?? null,
    minted: row.minted,
    opened: row.opened,
  }
}

/** open/list: the series on sale, newest first, paged by id (bbox_series_status_idx). */
export async function seriesOnSale(db: Db, q: { page: number; size: number }) {
  const rows = await db
    .select()
    .from(bboxSeries)
    .where(eq(bboxSeries.status, 'on_sale'))
    .orderBy(desc(bboxSeries.id))
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
  const list = rows.slice(0, q.size).map(seriesView)
  return { list, page: q.page, size: q.size, hasMore: rows.length > q.size }
}
