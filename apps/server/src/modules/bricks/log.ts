import { BRICK_TYPES, brickByCode } from '@kid/shared/bricks'
import type { BrickLogEntry } from '@kid/shared/bricks/tasks'
import type { Ledger } from '../ledger/index.ts'

const BRICK_CODES = BRICK_TYPES.map((b) => b.code)

/**
 * GET userbrickslog/list: the bricks log, the ledger's history of the member's bricks, newest
 * first: one line per movement and brick type, with the member's change (+ earned, − spent).
 * `before` is the id of the last line of the page before.
 */
export async function brickLog(
  ledger: Ledger,
  userId: number,
  q: { before?: number | undefined; size: number },
): Promise<{ list: BrickLogEntry[]; hasMore: boolean }> {
  const rows = await ledger.history({ userId, currencies: BRICK_CODES, before: q.before, limit: q.size + 1 })
  const owner = `member:${userId}`
  const list = rows.slice(0, q.size).flatMap((row) => {
    const sums = new Map<string, bigint>()
    for (const e of row.entries) {
      if (e.owner !== owner || !brickByCode(e.currency)) continue
      sums.set(e.currency, (sums.get(e.currency) ?? 0n) + e.amount)
    }
    return [...sums].map(([code, amount]) => ({
      id: row.txId,
      reason: row.reason,
      kind: row.kind,
      brickstype: brickByCode(code)?.brickstype ?? 0,
      title: brickByCode(code)?.title ?? code,
      amount: amount.toString(),
      createtime: row.createdAt.getTime(),
    }))
  })
  return { list, hasMore: rows.length > q.size }
}
