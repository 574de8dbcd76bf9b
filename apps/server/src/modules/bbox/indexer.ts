import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { type Hex, numberToHex, zeroAddress } from 'viem'
import type { Tx } from '../../platform/db/database.ts'
import type { ChainEvent } from '../chain/index.ts'
import { bboxBox, bboxCode, bboxOpen, bboxSeries, bboxTransfer } from './tables.ts'

type Log = { warn: (obj: object, msg: string) => void }

/** The box id is the commitment: the code row that minted it is found by it. */
const commitmentOf = (tokenId: bigint): Hex => numberToHex(tokenId, { size: 32 })

/**
 * BlindBox Transfer: every move is kept (a reorg re-derives owners from them); a mint (from zero)
 * makes the box and spends its code; a later move gives the box its new holder. Each row is tied
 * to its chain event, so a replayed event adds nothing and a removed one takes its rows along.
 */
export function onBoxTransfer(log: Log) {
  return async (event: ChainEvent, tx: Tx): Promise<void> => {
    const tokenId = BigInt(String(event.args.tokenId))
    const to = String(event.args.to).toLowerCase()
    const from = String(event.args.from).toLowerCase()
    const [kept] = await tx
      .insert(bboxTransfer)
      .values({
        tokenId,
        toAddress: to,
        blockNumber: event.blockNumber,
        logIndex: event.logIndex,
        eventId: event.id,
      })
      .onConflictDoNothing()
      .returning({ id: bboxTransfer.id })
    if (!kept) return
    if (from !== zeroAddress) {
      await tx
        .update(bboxBox)
        .set({ ownerAddress: to, ownerBlock: event.blockNumber })
        .where(and(eq(bboxBox.tokenId, tokenId), lte(bboxBox.ownerBlock, event.blockNumber)))
      return
    }
    const [code] = await tx
      .select({ id: bboxCode.id, seriesId: bboxCode.seriesId })
      .from(bboxCode)
      .where(eq(bboxCode.commitment, commitmentOf(tokenId)))
    if (!code) {
      log.warn(
        { tokenId: tokenId.toString(), tx: event.txHash },
        'bbox: a box minted for a code this server never issued',
      )
      return
    }
    const [made] = await tx
      .insert(bboxBox)
      .values({
        tokenId,
        codeId: code.id,
        seriesId: code.seriesId,
        ownerAddress: to,
        ownerBlock: event.blockNumber,
        minter: to,
        mintTx: event.txHash,
        mintedAt: event.createdAt,
        mintEventId: event.id,
      })
      .onConflictDoNothing()
      .returning({ seriesId: bboxBox.seriesId })
    if (made)
      await tx
        .update(bboxSeries)
        .set({ minted: sql`${bboxSeries.minted} + 1` })
        .where(eq(bboxSeries.id, made.seriesId))
    await tx
      .update(bboxCode)
      .set({ usedAt: event.createdAt, usedBlock: event.blockNumber })
      .where(eq(bboxCode.id, code.id))
  }
}

/** BoxOpened: the draw's public inputs and the prize token, for the box's page and the history. */
export async function onBoxOpened(event: ChainEvent, tx: Tx): Promise<void> {
  const a = event.args
  const tokenId = BigInt(String(a.tokenId))
  const [box] = await tx
    .select({ seriesId: bboxBox.seriesId })
    .from(bboxBox)
    .where(eq(bboxBox.tokenId, tokenId))
  if (!box) return
  const [opened] = await tx
    .insert(bboxOpen)
    .values({
      tokenId,
      holder: String(a.holder).toLowerCase(),
      prize: Number(a.prize),
      tier: Number(a.tier),
      prizeTokenId: BigInt(String(a.prizeTokenId)),
      salt: String(a.salt),
      entropy: BigInt(String(a.entropy)),
      txHash: event.txHash,
      openedAt: event.createdAt,
      eventId: event.id,
    })
    .onConflictDoNothing()
    .returning({ tokenId: bboxOpen.tokenId })
  if (opened)
    await tx
      .update(bboxSeries)
      .set({ opened: sql`${bboxSeries.opened} + 1` })
      .where(eq(bboxSeries.id, box.seriesId))
}

/**
 * After a reorg the removed events' boxes, transfers and opens are gone by cascade; what remains
 * to undo: codes whose mint was removed are unspent again, and boxes whose last move was removed
 * get their holder back from the transfers still on the chain.
 */
export async function rollBackBoxes(fork: number, tx: Tx): Promise<void> {
  await tx.update(bboxCode).set({ usedAt: null, usedBlock: null }).where(gt(bboxCode.usedBlock, fork))
  await tx.execute(sql`
    update bbox_box b set owner_address = t.to_address, owner_block = t.block_number
    from (
      select distinct on (token_id) token_id, to_address, block_number from bbox_transfer
      where token_id in (select token_id from bbox_box where owner_block > ${fork})
      order by token_id, block_number desc, log_index desc
    ) t
    where b.token_id = t.token_id and b.owner_block > ${fork}`)
  // Reorgs are rare: recount the series whose counts may have moved (those with boxes at all).
  await tx.execute(sql`
    update bbox_series s set
      minted = (select count(*) from bbox_box b where b.series_id = s.id),
      opened = (select count(*) from bbox_open o join bbox_box b on b.token_id = o.token_id where b.series_id = s.id)
    where s.minted > 0`)
}
