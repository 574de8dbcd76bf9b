import { boxDomain, boxTypes } from '@kid/contracts/bbox/typedData'
import type { OpenSignature } from '@kid/shared/bbox-calls'
import { eq } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import { badRequest } from '../../platform/errors.ts'
import type { BboxDeps } from './deps.ts'
import { bboxBox, bboxCode, bboxOpen } from './tables.ts'

/**
 * openbox/sign: the salt behind a box and the server's Open signature, for its holder only (as the
 * indexer knows the holder). The salt decides nothing any more at this point (the draw was fixed at
 * mint), so revealing it to the holder lets them open, and lets anyone check the draw afterwards.
 */
export async function signOpen(deps: BboxDeps, wallet: Address, tokenId: bigint): Promise<OpenSignature> {
  const [row] = await deps.db
    .select({ owner: bboxBox.ownerAddress, salt: bboxCode.salt, opened: bboxOpen.tokenId })
    .from(bboxBox)
    .innerJoin(bboxCode, eq(bboxCode.id, bboxBox.codeId))
    .leftJoin(bboxOpen, eq(bboxOpen.tokenId, bboxBox.tokenId))
    .where(eq(bboxBox.tokenId, tokenId))
  if (!row) throw badRequest('There is no such box yet. A box just minted shows up within a few seconds.')
  if (row.opened !== null) throw badRequest('This box is already open.')
  if (row.owner !== wallet.toLowerCase())
    throw badRequest('This box belongs to another wallet: only its holder can open it.')
  const contract = deps.chain.deployment.contracts.blindBox
  const salt = row.salt as Hex
  const signature = await deps.chain.signer.signTypedData({
    domain: boxDomain(deps.chain.chainId, contract),
    types: boxTypes,
    primaryType: 'Open',
    message: { tokenId, salt },
  })
  return { contract, tokenId: tokenId.toString(), salt, signature }
}
