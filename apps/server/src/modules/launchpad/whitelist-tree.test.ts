import { whitelist } from '@kid/contracts/launchpad/dropInit'
import { type Address, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildTree, parseWhitelist, proofOf } from './whitelist-tree.ts'

const addressOf = (i: number) => `0x${i.toString(16).padStart(40, '0')}`

describe('whitelist tree', () => {
  it('reports duplicates and bad entries, and reads a CSV with a header and extra columns', () => {
    const a = addressOf(1)
    const b = getAddress(addressOf(0xabc))
    const parsed = parseWhitelist(`address,amount\n${a},1\n${b.toLowerCase()},2\n${b},3\n0x123,4\n`)
    expect(parsed.addresses).toEqual([a, b.toLowerCase()])
    expect(parsed.duplicates).toEqual([b.toLowerCase()])
    expect(parsed.invalid).toEqual(['address', 'amount', '1', '2', '3', '0x123', '4'])
    expect([parsed.duplicateCount, parsed.invalidCount]).toEqual([1, 7])
  })

  it('gives the root and proofs of the contracts package tree, for odd and even sizes', () => {
    for (const n of [1, 2, 3, 7, 64, 1001]) {
      const addresses = Array.from({ length: n }, (_, i) => addressOf(i + 1))
      const reference = whitelist(addresses as Address[])
      const tree = buildTree(addresses)
      expect(tree.root).toBe(reference.root)
      for (const i of [0, n - 1, Math.floor(n / 2)]) {
        expect(proofOf(tree.nodes, n, i)).toEqual(reference.proof(addresses[i] as Address))
      }
    }
  })
})
