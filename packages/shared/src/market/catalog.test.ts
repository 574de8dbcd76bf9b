import { describe, expect, it } from 'vitest'
import { collectionAddBody, creatorQuery, itemAddBody, itemListQuery } from './catalog.ts'

const collection = { name: 'Cats', symbol: 'CAT', standard: '721' }

describe('catalog payloads', () => {
  it('takes a collection with royalty up to 10% and refuses more', () => {
    expect(collectionAddBody.parse({ ...collection, royalty: '1000' })).toMatchObject({
      standard: 721,
      royalty: 1000,
      description: '',
    })
    const over = collectionAddBody.safeParse({ ...collection, royalty: 1001 })
    expect(over.error?.issues[0]?.message).toBe('Royalties can be at most 10%.')
    expect(collectionAddBody.safeParse({ ...collection, standard: 20 }).success).toBe(false)
    expect(collectionAddBody.safeParse({ ...collection, symbol: 'C A T' }).success).toBe(false)
  })

  it('keeps names on one line and descriptions free of control characters', () => {
    const item = { collectionId: 1, name: 'Tabby', media: '/uploads/x.png' }
    expect(itemAddBody.safeParse({ ...item, name: 'Tab\nby' }).error?.issues[0]?.message).toBe(
      'The name must be one line of text.',
    )
    expect(itemAddBody.parse({ ...item, description: 'Line 1\n\tLine 2' }).description).toBe(
      'Line 1\n\tLine 2',
    )
    expect(itemAddBody.safeParse({ ...item, description: 'a\u0000b' }).error?.issues[0]?.message).toBe(
      'The description cannot contain control characters.',
    )
    expect(
      itemAddBody.safeParse({ ...item, properties: [{ trait_type: 'eyes\u001b', value: 'green' }] }).success,
    ).toBe(false)
  })

  it('refuses an item with a property named twice', () => {
    const item = { collectionId: 1, name: 'Tabby', media: '/uploads/x.png' }
    const twice = [
      { trait_type: 'eyes', value: 'green' },
      { trait_type: 'eyes', value: 'blue' },
    ]
    expect(itemAddBody.safeParse({ ...item, properties: twice }).error?.issues[0]?.message).toBe(
      'Each property name can be used once.',
    )
    expect(itemAddBody.parse({ ...item, supply: '5' }).supply).toBe(5n)
  })

  it('cleans the marketplace search with the shared rule and parses prices as wei', () => {
    const q = itemListQuery.parse({ search: ' cat<script> ', minPrice: '1000000000000000000', type: '1155' })
    expect(q).toMatchObject({
      search: 'catscript',
      minPrice: 10n ** 18n,
      type: '1155',
      sort: 'newest',
      page: 1,
    })
    expect(itemListQuery.safeParse({ type: 'music' }).success).toBe(false)
  })

  it('needs an address or a user id to name a creator', () => {
    expect(creatorQuery.safeParse({}).error?.issues[0]?.message).toBe('Please give an address or a userId.')
    expect(creatorQuery.parse({ userId: '7' }).userId).toBe(7)
  })
})
