import type { CbkBalance, ExchangeBody, ExchangeResult } from '@kid/shared/bbox-calls'
import { and, desc, eq } from 'drizzle-orm'
import { afterCommit, transaction } from '../../platform/db/after-commit.ts'
import { badRequest } from '../../platform/errors.ts'
import { exchangeCode, hashCode, newSalt } from './codes.ts'
import type { BboxDeps } from './deps.ts'
import { seriesById } from './series.ts'
import { bboxCode, bboxSeries } from './tables.ts'

/** The platform account CBK paid for codes goes to (docs/ledger.md). */
export const SALES_ACCOUNT = 'bbox-sales'

/** cbk/balance: the member's available CBK and how many codes of each series on sale it buys. */
export async function cbkBalance(deps: BboxDeps, userId: number): Promise<CbkBalance> {
  const available = (await deps.ledger.balances(userId)).cbk.available
  const series = await deps.db
    .select({ id: bboxSeries.id, name: bboxSeries.name, price: bboxSeries.price })
    .from(bboxSeries)
    .where(eq(bboxSeries.status, 'on_sale'))
    .orderBy(desc(bboxSeries.id))
    .limit(100)
  return {
    available: available.toString(),
    offers: series.map((s) => ({
      seriesId: s.id,
      name: s.name,
      price: s.price.toString(),
      affordable: Number(available / s.price),
    })),
  }
}

/**
 * exchange: the series' price in CBK leaves the member's balance for the sales account, and a code
 * of the series is theirs, in one transaction. The same requestId again answers the same code and
 * pays nothing (the code is derived from it, so it is never stored in the clear); a balance too
 * low refuses and changes nothing.
 */
export async function exchange(deps: BboxDeps, userId: number, body: ExchangeBody): Promise<ExchangeResult> {
  const series = await seriesById(deps.db, body.seriesId)
  if (series?.status !== 'on_sale') throw badRequest('This series is not on sale.')
  const code = exchangeCode(deps.secret, userId, body.requestId)
  return transaction(deps.db, async (tx) => {
    const { salt, commitment } = newSalt()
    const [inserted] = await tx
      .insert(bboxCode)
      .values({
        seriesId: series.id,
        codeHash: hashCode(code),
        salt,
        commitment,
        buyerUserId: userId,
        exchangeKey: body.requestId,
        createdAt: deps.now(),
      })
      .onConflictDoNothing({ target: [bboxCode.buyerUserId, bboxCode.exchangeKey] })
      .returning({ id: bboxCode.id })
    if (!inserted) {
      const [first] = await tx
        .select({ seriesId: bboxCode.seriesId })
        .from(bboxCode)
        .where(and(eq(bboxCode.buyerUserId, userId), eq(bboxCode.exchangeKey, body.requestId)))
      if (first?.seriesId !== series.id) throw badRequest('This request id was used for another series.')
    } else {
      await deps.ledger.transfer(
        {
          key: `bbox.exchange:${userId}:${body.requestId}`,
          kind: 'bbox',
          reason: `A blind-box code of ${series.name}`,
          actor: `member:${userId}`,
          currency: 'cbk',
          amount: series.price,
          from: { userId },
          to: { platform: SALES_ACCOUNT },
        },
        tx,
      )
      afterCommit(tx, `bbox.balances:${userId}`, () => deps.ledger.announce(userId))
    }
    const available = (await deps.ledger.balances(userId, tx)).cbk.available
    return { code, seriesId: series.id, price: series.price.toString(), available: available.toString() }
  })
}
