import { hashOption } from '@kid/contracts/market/hashOption'
import type { Option } from '@kid/contracts/market/typedData'
import { merkleTree } from '@kid/contracts/merkle/merkleTree'
import type { Hex } from 'viem'
import type { ChainSession } from '../transaction.ts'
import { signExchange } from './signExchange.ts'

export type SignBatchListingParameters = { options: readonly Option[] }
/** One signature for all, and each listing's proof that it is in the signed root. */
export type SignBatchListingReturnType = { root: Hex; signature: Hex; proofs: Hex[][] }

/** Lists many items with one signature: the seller signs the merkle root of the listings' hashes. */
export async function signBatchListing(
  session: ChainSession,
  { options }: SignBatchListingParameters,
): Promise<SignBatchListingReturnType> {
  const leaves = options.map(hashOption)
  const tree = merkleTree(leaves)
  const signature = await signExchange(session, 'OptionBatch', { root: tree.root })
  return { root: tree.root, signature, proofs: leaves.map((leaf) => tree.proof(leaf)) }
}
