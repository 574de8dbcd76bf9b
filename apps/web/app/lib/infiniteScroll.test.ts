import { describe, expect, it } from 'vitest'
import { isNearBottom } from './infiniteScroll.ts'

describe('isNearBottom', () => {
  it('fires at the bottom of a scroll box with distance 0', () => {
    expect(isNearBottom({ scrollTop: 500, clientHeight: 500, scrollHeight: 1000 }, 0, false)).toBe(true)
    expect(isNearBottom({ scrollTop: 498, clientHeight: 500, scrollHeight: 1000 }, 0, false)).toBe(false)
  })

  it('allows 3 more pixels on the whole page', () => {
    expect(isNearBottom({ scrollTop: 497, clientHeight: 500, scrollHeight: 1000 }, 0, true)).toBe(true)
    expect(isNearBottom({ scrollTop: 496, clientHeight: 500, scrollHeight: 1000 }, 0, true)).toBe(false)
  })
})
