import { RELOAD_GUARD_MS } from '@kid/shared/constants'
import { describe, expect, it } from 'vitest'
import { claimReload, isChunkLoadError } from './chunkReload.ts'

function memoryStore() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

describe('chunk reload guard', () => {
  it('recognises chunk-load failures only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads at most once per 60 s', () => {
    const store = memoryStore()
    expect(claimReload(store, 1_000)).toBe(true)
    expect(claimReload(store, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false)
    expect(claimReload(store, 1_000 + RELOAD_GUARD_MS)).toBe(true)
  })
})
