import { type ShortCache, shortCache } from './home/cache.ts'

/**
 * A short cache per key (a collection, say), for public answers many pages share: each key is read
 * at most once per `ttlMs` (single flight, failures not kept, as `shortCache`). At most `max` keys
 * are kept; the one used longest ago goes first, so a crawl through every collection cannot grow it.
 */
export function keyedShortCache<K, T>(read: (key: K) => Promise<T>, ttlMs: number, max: number) {
  const entries = new Map<K, ShortCache<T>>()
  return (key: K): Promise<T> => {
    let cache = entries.get(key)
    if (cache) entries.delete(key)
    else cache = shortCache(() => read(key), ttlMs)
    entries.set(key, cache)
    if (entries.size > max) {
      const oldest = entries.keys().next()
      if (!oldest.done) entries.delete(oldest.value)
    }
    return cache.get()
  }
}
