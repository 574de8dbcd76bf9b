import type { ChainConfig } from '@kid/shared/chain-config'
import { describe, expect, it } from 'vitest'
import { nameLabelOf } from './nameItem.ts'

const REGISTRY = `0x${'Ab'.repeat(20)}`
const chain = { contracts: { REGISTRY } } as unknown as ChainConfig

describe('nameLabelOf', () => {
  it('reads the label of an item of the registry, whatever the address’s case', () => {
    expect(nameLabelOf({ collectionAddress: REGISTRY.toLowerCase(), name: 'alice.kid' }, chain)).toBe('alice')
  })

  it('answers nothing for another collection, an item not named as a name, or no chain', () => {
    expect(
      nameLabelOf({ collectionAddress: `0x${'cd'.repeat(20)}`, name: 'alice.kid' }, chain),
    ).toBeUndefined()
    expect(nameLabelOf({ collectionAddress: REGISTRY, name: 'Alice' }, chain)).toBeUndefined()
    expect(nameLabelOf({ collectionAddress: null, name: 'alice.kid' }, chain)).toBeUndefined()
    expect(nameLabelOf({ collectionAddress: REGISTRY, name: 'alice.kid' }, null)).toBeUndefined()
  })
})
