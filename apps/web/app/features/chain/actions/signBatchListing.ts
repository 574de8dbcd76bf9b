import { hashOption } from '@kid/contracts/market/hashOption'
import { exchangeDomain, exchangeTypes, type Option } from '@kid/contracts/market/typedData'
import { merkleTree } from '@kid/contracts/merkle/merkleTree'
import type { Hex } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { ChainSession } from '../transaction.ts'

export type SignBatchListingParameters = { options: readonly Option[] }
/** One signature for all, and each listing's proof that it is in the signed root. */
export type SignBatchListingReturnType = { root: Hex; signature: Hex; proofs: Hex[][] }

/** Lists many items with one signature: the seller signs the merkle root of the listings' hashes. */
export async function signBatchListing(
  session: ChainSession,
  { options }: SignBatchListingParameters,
): Promise<SignBatchListingReturnType> {
  const { walletClient, account, config } = session
  const leaves = options.map(hashOption)
  const tree = merkleTree(leaves)
  const signature = await walletClient.signTypedData({
    account,
    domain: exchangeDomain(config.chainId, contractFor(config, 'EXCHANGE')),
    types: { OptionBatch: exchangeTypes.OptionBatch },
    primaryType: 'OptionBatch',
    message: { root: tree.root },
  })
  return { root: tree.root, signature, proofs: leaves.map((leaf) => tree.proof(leaf)) }
}
