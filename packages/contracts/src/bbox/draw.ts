import { encodeAbiParameters, type Hex, keccak256 } from 'viem'

/** What anyone needs to recompute a box's prize: all of it is public once the box is opened. */
export type DrawInput = { salt: Hex; entropy: bigint; tokenId: bigint; weights: readonly number[] }

/**
 * BlindBox.drawOf off chain: prize = uint256(keccak256(abi.encode(salt, entropy, tokenId))) %
 * prizeCount, where prizeCount is the sum of the tier weights, and the tier is the first whose
 * cumulative weight exceeds the prize index. The proof panel and the server's tests use it.
 */
export function drawOf({ salt, entropy, tokenId, weights }: DrawInput): { prize: number; tier: number } {
  const prizeCount = weights.reduce((a, b) => a + b, 0)
  if (prizeCount <= 0) throw new Error('a series has at least one prize')
  const hash = keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'uint64' }, { type: 'uint256' }],
      [salt, entropy, tokenId],
    ),
  )
  const prize = Number(BigInt(hash) % BigInt(prizeCount))
  let bound = 0
  for (const [tier, weight] of weights.entries()) {
    bound += weight
    if (prize < bound) return { prize, tier }
  }
  throw new Error('unreachable: the last bound is the prize count')
}

/** The commitment a box is minted under (its token id): keccak256 of the secret salt. */
export const commitmentOf = (salt: Hex): Hex => keccak256(salt)

/** keccak256(abi.encode(weights, uris)): the odds hash the contract publishes with a series. */
export const oddsHashOf = (weights: readonly number[], uris: readonly string[]): Hex =>
  keccak256(encodeAbiParameters([{ type: 'uint32[]' }, { type: 'string[]' }], [weights, uris]))
