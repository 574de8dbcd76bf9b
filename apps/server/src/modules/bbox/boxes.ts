import type { BoxesQuery, BoxView, MyCode } from '@kid/shared/bbox-calls'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import type { Db } from '../../platform/db/database.ts'
import { exchangeCode, hashCode } from './codes.ts'
import type { BboxDeps } from './deps.ts'
import { bboxBox, bboxCode, bboxOpen, bboxSeries } from './tables.ts'

/** The contract's draw, written out for anyone who recomputes it (docs/chain.md "Blind boxes"). */
export const DRAW_FORMULA =
  'prize = uint256(keccak256(abi.encode(salt, entropy, tokenId))) % prizeCount; tier = first tier whose cumulative weight exceeds prize'

const columns = { box: bboxBox, open: bboxOpen, series: bboxSeries }
type Row = {
  box: typeof bboxBox.$inferSelect
  open: typeof bboxOpen.$inferSelect | null
  series: typeof bboxSeries.$inferSelect
}

function viewOf(row: Row, wallet: string | null): BoxView {
  const { box, open, series } = row
  const tier = open ? series.tiers[open.tier] : undefined
  const weights = series.tiers.map((t) => t.weight)
  return {
    tokenId: box.tokenId.toString(),
    series: { id: series.id, name: series.name, media: series.media },
    owner: box.ownerAddress as Address,
    mintTx: box.mintTx as Hex,
    mintedAt: box.mintedAt.toISOString(),
    opened: open !== null,
    prize:
      open && tier
        ? {
            tier: open.tier,
            name: tier.name,
            image: tier.image,
            collection: series.prizes as Address,
            tokenId: open.prizeTokenId.toString(),
            openTx: open.txHash as Hex,
            openedAt: open.openedAt.toISOString(),
          }
        : null,
    proof: open
      ? {
          salt: open.salt as Hex,
          entropy: open.entropy.toString(),
          tokenId: box.tokenId.toString(),
          prizeCount: weights.reduce((a, b) => a + b, 0),
          weights,
          prize: open.prize,
          formula: DRAW_FORMULA,
        }
      : null,
    mine: wallet !== null && box.ownerAddress === wallet,
  }
}

const selectBoxes = (db: Db) =>
  db
    .select(columns)
    .from(bboxBox)
    .innerJoin(bboxSeries, eq(bboxSeries.id, bboxBox.seriesId))
    .leftJoin(bboxOpen, eq(bboxOpen.tokenId, bboxBox.tokenId))

/**
 * user/boxes: the boxes the member's wallet holds, newest first (all or sealed), or the boxes it
 * opened, newest open first (the history). Each list walks its own index.
 */
export async function userBoxes(db: Db, wallet: string | null, q: BoxesQuery) {
  const page = { page: q.page, size: q.size }
  if (!wallet) return { ...page, list: [] as BoxView[], hasMore: false }
  const base = selectBoxes(db)
  const rows =
    q.state === 'opened'
      ? await base
          .where(eq(bboxOpen.holder, wallet))
          .orderBy(desc(bboxOpen.openedAt), desc(bboxOpen.tokenId))
          .limit(q.size + 1)
          .offset((q.page - 1) * q.size)
      : await base
          .where(
            and(
              eq(bboxBox.ownerAddress, wallet),
              q.state === 'sealed' ? isNull(bboxOpen.tokenId) : undefined,
            ),
          )
          .orderBy(desc(bboxBox.mintedAt), desc(bboxBox.tokenId))
          .limit(q.size + 1)
          .offset((q.page - 1) * q.size)
  return {
    ...page,
    list: rows.slice(0, q.size).map((r) => viewOf(r, wallet)),
    hasMore: rows.length > q.size,
  }
}

/** The member's bought codes not minted yet, newest first (re-derived: only hashes are stored). */
export async function unusedCodes(deps: BboxDeps, userId: number): Promise<MyCode[]> {
  const rows = await deps.db
    .select({
      key: bboxCode.exchangeKey,
      hash: bboxCode.codeHash,
      seriesId: bboxCode.seriesId,
      seriesName: bboxSeries.name,
      createdAt: bboxCode.createdAt,
    })
    .from(bboxCode)
    .innerJoin(bboxSeries, eq(bboxSeries.id, bboxCode.seriesId))
    .where(and(eq(bboxCode.buyerUserId, userId), isNull(bboxCode.usedAt), eq(bboxSeries.status, 'on_sale')))
    .orderBy(desc(bboxCode.id))
    .limit(50)
  // A code re-derived under another secret (the server's was replaced) is not shown: it would not match.
  return rows.flatMap((r) => {
    const code = r.key ? exchangeCode(deps.secret, userId, r.key) : undefined
    return code && hashCode(code) === r.hash
      ? [
          {
            code,
            seriesId: r.seriesId,
            seriesName: r.seriesName,
            createdAt: r.createdAt.toISOString(),
          },
        ]
      : []
  })
}

/** detail/{tokenId}: one box, for any signed-in member (boxes are public on chain). */
export async function boxDetail(
  db: Db,
  tokenId: bigint,
  wallet: string | null,
): Promise<BoxView | undefined> {
  const [row] = await selectBoxes(db).where(eq(bboxBox.tokenId, tokenId))
  return row ? viewOf(row, wallet) : undefined
}
