import { concat, type Hex, keccak256 } from 'viem'

/** OpenZeppelin's MerkleProof hashing: each pair sorted, so a proof needs no left/right flags. */
function hashPair(a: Hex, b: Hex): Hex {
  return keccak256(a.toLowerCase() < b.toLowerCase() ? concat([a, b]) : concat([b, a]))
}

export type MerkleTree = { root: Hex; proof: (leaf: Hex) => Hex[] }

/** Builds a tree over already-hashed leaves (listing hashes, hashed whitelist addresses). */
export function merkleTree(leaves: readonly Hex[]): MerkleTree {
  if (leaves.length === 0) throw new Error('A merkle tree needs at least one leaf')
  const layers: Hex[][] = [[...leaves]]
  for (let layer = layers[0] ?? []; layer.length > 1; ) {
    const next: Hex[] = []
    for (let i = 0; i < layer.length; i += 2) {
      const left = layer[i] as Hex
      const right = layer[i + 1]
      next.push(right === undefined ? left : hashPair(left, right))
    }
    layers.push(next)
    layer = next
  }
  const root = layers[layers.length - 1]?.[0] as Hex
  return {
    root,
    proof: (leaf) => {
      let index = leaves.indexOf(leaf)
      if (index < 0) throw new Error(`Leaf ${leaf} is not in the tree`)
      const proof: Hex[] = []
      for (const layer of layers.slice(0, -1)) {
        const sibling = layer[index ^ 1]
        if (sibling !== undefined) proof.push(sibling)
        index >>= 1
      }
      return proof
    },
  }
}
