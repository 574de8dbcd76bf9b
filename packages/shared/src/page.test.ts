import { describe, expect, it } from 'vitest'
import { toPage } from './page.ts'
import { pageQuery } from './page-query.ts'

describe('page query', () => {
  it('defaults to page 1 of 20 and reads query strings', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, size: 20 })
    expect(pageQuery.parse({ page: '3', size: '50' })).toEqual({ page: 3, size: 50 })
  })
  it('refuses page 0, size 0 and sizes above 100', () => {
    for (const bad of [{ page: '0' }, { size: '0' }, { size: '101' }, { page: 'x' }]) {
      expect(pageQuery.safeParse(bad).success).toBe(false)
    }
  })
  it('tells whether more rows exist from one extra row', () => {
    expect(toPage([1, 2, 3], { page: 1, size: 2 })).toEqual({ list: [1, 2], page: 1, size: 2, hasMore: true })
    expect(toPage([1, 2], { page: 2, size: 2 }, 4)).toEqual({
      list: [1, 2],
      page: 2,
      size: 2,
      hasMore: false,
      total: 4,
    })
  })
})
