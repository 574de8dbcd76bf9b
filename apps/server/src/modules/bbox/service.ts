import type { BoxesQuery, ExchangeBody } from '@kid/shared/bbox-calls'
import type { PageQuery } from '@kid/shared/page-query'
import type { Address } from 'viem'
import { badRequest } from '../../platform/errors.ts'
import { boxDetail, unusedCodes, userBoxes } from './boxes.ts'
import { bboxDemo } from './demo.ts'
import type { BboxDeps } from './deps.ts'
import { cbkBalance, exchange } from './exchange.ts'
import { type Asker, checkCode, signMint } from './mint-sign.ts'
import { signOpen } from './open-sign.ts'
import { createSeries, type SeriesInput, seriesOnSale } from './series.ts'

/**
 * The blind-box module's calls (spec 001 §7 Blind box; docs/chain.md "Blind boxes"), each for the
 * caller it is given (the operator's series and batches: operations.ts).
 */
export type Bbox = ReturnType<typeof createBbox>

export function createBbox(deps: BboxDeps) {
  const bbox = {
    balance: (userId: number) => cbkBalance(deps, userId),
    exchange: (userId: number, body: ExchangeBody) => exchange(deps, userId, body),
    check: (asker: Asker, cdkey: string) => checkCode(deps, asker, cdkey),
    signMint: (asker: Asker & { wallet: Address }, cdkey: string) => signMint(deps, asker, cdkey),
    signOpen: (wallet: Address, tokenId: string) => signOpen(deps, wallet, BigInt(tokenId)),
    async boxes(userId: number, wallet: Address | null, q: BoxesQuery) {
      const page = await userBoxes(deps.db, wallet, q)
      return { ...page, codes: q.page === 1 && q.state !== 'opened' ? await unusedCodes(deps, userId) : [] }
    },
    onSale: (q: PageQuery) => seriesOnSale(deps.db, q),
    async detail(tokenId: string, wallet: Address | null) {
      const box = await boxDetail(deps.db, BigInt(tokenId), wallet)
      if (!box) throw badRequest('There is no such box. A box just minted shows up within a few seconds.')
      return box
    },
    series: { create: (input: SeriesInput) => createSeries(deps, input) },
  }
  return { ...bbox, demo: bboxDemo(bbox) }
}
