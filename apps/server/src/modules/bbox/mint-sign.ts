import { boxDomain, boxTypes } from '@kid/contracts/bbox/typedData'
import type { CodeCheck, MintSignature } from '@kid/shared/bbox-calls'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import { badRequest } from '../../platform/errors.ts'
import type { BboxDeps } from './deps.ts'
import { claimGuess } from './guesses.ts'
import { findCode, GRACE_MS, RESERVE_MS, statusOf } from './lookup.ts'
import { seriesView } from './series.ts'
import { bboxCode } from './tables.ts'

/** A signed-in member calling, with the client IP the guess budget also counts. */
export type Asker = { userId: number; ip: string }

/**
 * The signature's deadline in the chain's time: the contract compares it with block.timestamp,
 * which may run ahead of ours (a test chain moved forward); an idle node's last block may be old,
 * so never earlier than our clock. Either way the signature lives RESERVE_MS of chain time.
 */
async function chainDeadline(deps: BboxDeps, now: Date): Promise<bigint> {
  const latest = (await deps.chain.client.getBlock()).timestamp
  const ours = BigInt(Math.floor(now.getTime() / 1000))
  return (latest > ours ? latest : ours) + BigInt(RESERVE_MS / 1000)
}

/** check/cdkey: what the code is for this member, counted against the guess budget when unknown. */
export async function checkCode(deps: BboxDeps, asker: Asker, typed: string): Promise<CodeCheck> {
  const guess = await claimGuess(deps.db, asker.userId, asker.ip, deps.now())
  const found = await findCode(deps.db, typed)
  await guess.settle(found !== undefined)
  const status = statusOf(found, asker.userId, deps.now())
  return { ...status, series: found ? seriesView(found.series) : null }
}

/**
 * mint/sign: reserves a valid code for the member until the signature's deadline and signs
 * Mint(minter, series, commitment, deadline) for their bound wallet. Asking again renews the
 * member's own reservation. The code is spent only when the indexer sees the mint; a reservation
 * left to lapse frees the code, and its signature is useless on chain after the deadline.
 */
export async function signMint(
  deps: BboxDeps,
  asker: Asker & { wallet: Address },
  typed: string,
): Promise<MintSignature> {
  const guess = await claimGuess(deps.db, asker.userId, asker.ip, deps.now())
  const found = await findCode(deps.db, typed)
  await guess.settle(found !== undefined)
  const now = deps.now()
  const status = statusOf(found, asker.userId, now)
  if (!found || status.status !== 'valid') throw badRequest(status.msg)
  const reservedUntil = new Date(now.getTime() + RESERVE_MS)
  const othersFreeBefore = new Date(now.getTime() - GRACE_MS)
  const [reserved] = await deps.db
    .update(bboxCode)
    .set({ reservedBy: asker.userId, reservedFor: asker.wallet, reservedUntil })
    .where(
      and(
        eq(bboxCode.id, found.code.id),
        isNull(bboxCode.usedAt),
        or(
          isNull(bboxCode.reservedUntil),
          eq(bboxCode.reservedBy, asker.userId),
          lt(bboxCode.reservedUntil, othersFreeBefore),
        ),
      ),
    )
    .returning({ id: bboxCode.id })
  // Another member reserved it between the look and the write.
  if (!reserved) throw badRequest(statusOf(await findCode(deps.db, typed), asker.userId, now).msg)
  const contract = deps.chain.deployment.contracts.blindBox
  const message = {
    minter: asker.wallet,
    counter: BigInt(found.series.id),
    cdkey: found.code.commitment as Hex,
    deadline: await chainDeadline(deps, now),
  }
  const signature = await deps.chain.signer.signTypedData({
    domain: boxDomain(deps.chain.chainId, contract),
    types: boxTypes,
    primaryType: 'Mint',
    message,
  })
  return {
    contract,
    minter: asker.wallet,
    counter: found.series.id,
    cdkey: message.cdkey,
    deadline: Number(message.deadline),
    signature,
  }
}
