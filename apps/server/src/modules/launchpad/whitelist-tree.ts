import { type Hex, hexToBytes, keccak256, toHex } from 'viem'

/** How many bad or repeated entries the apply answer names; the counts say how many there were. */
const REPORT_MAX = 100
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

export type ParsedWhitelist = {
  addresses: string[]
  duplicates: string[]
  duplicateCount: number
  invalid: string[]
  invalidCount: number
}

/**
 * A pasted list or a CSV's text: entries split on commas, semicolons, quotes and white space, so a
 * spreadsheet export with a header or extra columns reads too (the header is reported as invalid).
 * Addresses are compared lower-cased; the result is sorted, so the same list gives the same root.
 */
export function parseWhitelist(text: string): ParsedWhitelist {
  const seen = new Set<string>()
  const duplicates: string[] = []
  const invalid: string[] = []
  let duplicateCount = 0
  let invalidCount = 0
  for (const entry of text.split(/[\s,;"']+/)) {
    if (entry === '') continue
    if (!ADDRESS.test(entry)) {
      if (invalidCount++ < REPORT_MAX) invalid.push(entry.slice(0, 64))
      continue
    }
    const address = entry.toLowerCase()
    if (seen.has(address)) {
      if (duplicateCount++ < REPORT_MAX) duplicates.push(address)
    } else seen.add(address)
  }
  return { addresses: [...seen].sort(), duplicates, duplicateCount, invalid, invalidCount }
}

/** The sizes of the tree's layers, leaves first, for `leaves` leaves (an odd last node moves up as is). */
function layerSizes(leaves: number): number[] {
  const sizes = [leaves]
  for (let n = leaves; n > 1; ) {
    n = Math.ceil(n / 2)
    sizes.push(n)
  }
  return sizes
}

/**
 * The tree Pad721 checks (OpenZeppelin MerkleProof: keccak256 of each sorted pair) over
 * keccak256(address) leaves, as one buffer of 32-byte nodes, layer after layer, root last. Bytes
 * all the way (no hex strings), so 100,000 addresses take well under a second.
 */
export function buildTree(addresses: readonly string[]): { root: Hex; nodes: Buffer } {
  if (addresses.length === 0) throw new Error('A merkle tree needs at least one leaf')
  const sizes = layerSizes(addresses.length)
  const nodes = Buffer.alloc(sizes.reduce((a, b) => a + b, 0) * 32)
  addresses.forEach((a, i) => {
    nodes.set(keccak256(hexToBytes(a as Hex), 'bytes'), i * 32)
  })
  const pair = Buffer.alloc(64)
  let from = 0
  for (let level = 0; level + 1 < sizes.length; level++) {
    const size = sizes[level] as number
    const to = from + size * 32
    for (let i = 0; i < size; i += 2) {
      const left = nodes.subarray(from + i * 32, from + i * 32 + 32)
      const out = to + (i / 2) * 32
      if (i + 1 === size) {
        nodes.set(left, out)
        continue
      }
      const right = nodes.subarray(from + (i + 1) * 32, from + (i + 2) * 32)
      const [a, b] = Buffer.compare(left, right) <= 0 ? [left, right] : [right, left]
      pair.set(a, 0)
      pair.set(b, 32)
      nodes.set(keccak256(pair, 'bytes'), out)
    }
    from = to
  }
  return { root: toHex(nodes.subarray(nodes.length - 32)), nodes }
}

/** Where the proof of the leaf at `position` lies in the nodes: its sibling's offset on every layer. */
export function proofOffsets(leaves: number, position: number): number[] {
  const offsets: number[] = []
  let from = 0
  let index = position
  for (const size of layerSizes(leaves).slice(0, -1)) {
    const sibling = index ^ 1
    if (sibling < size) offsets.push(from + sibling * 32)
    from += size * 32
    index >>= 1
  }
  return offsets
}

/** The proof of the leaf at `position`, read from the nodes. */
export function proofOf(nodes: Uint8Array, leaves: number, position: number): Hex[] {
  return proofOffsets(leaves, position).map((at) => toHex(nodes.subarray(at, at + 32)))
}
