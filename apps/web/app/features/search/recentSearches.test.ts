import { describe, expect, it } from 'vitest'
import { clearRecentSearches, RECENT_SEARCHES_MAX, recentSearches, rememberSearch } from './recentSearches.ts'

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

describe('recent searches', () => {
  it('keeps the newest first, each once, at most eight', () => {
    const store = memoryStore()
    for (const term of ['a', 'b', 'c', 'a']) rememberSearch(term, store)
    expect(recentSearches(store)).toEqual(['a', 'c', 'b'])
    for (let i = 0; i < 12; i++) rememberSearch(`t${i}`, store)
    expect(recentSearches(store)).toHaveLength(RECENT_SEARCHES_MAX)
    expect(recentSearches(store)[0]).toBe('t11')
  })

  it('clears', () => {
    const store = memoryStore()
    rememberSearch('aurora', store)
    clearRecentSearches(store)
    expect(recentSearches(store)).toEqual([])
  })

  it('treats storage holding something else, or refusing writes, as empty', () => {
    expect(recentSearches(memoryStore({ 'kid:recent-searches': '{oops' }))).toEqual([])
    expect(recentSearches(memoryStore({ 'kid:recent-searches': '[1,"x",null]' }))).toEqual(['x'])
    const full = {
      ...memoryStore(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(rememberSearch('aurora', full)).toEqual(['aurora'])
  })
})
