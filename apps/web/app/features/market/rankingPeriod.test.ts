import { describe, expect, it } from 'vitest'
import { rankingHref, rankingPeriodOf } from './rankingPeriod.ts'

const read = (query: string) => rankingPeriodOf(new URLSearchParams(query))

describe('the creator ranking period in the URL', () => {
  it('reads each period back from the link it makes', () => {
    for (const period of ['1d', '7d', '30d', 'all'] as const)
      expect(read(rankingHref(period).split('?')[1] ?? '')).toBe(period)
  })

  it('keeps the default week out of the link and falls back to it for anything unknown', () => {
    expect(rankingHref('7d')).toBe('/marketplace/creators')
    expect(rankingHref('all')).toBe('/marketplace/creators?period=all')
    expect(read('period=1y')).toBe('7d')
    expect(read('')).toBe('7d')
  })
})
