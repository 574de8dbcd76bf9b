/** How long the home page's public sections are reused: a burst of visitors costs one read. */
export const HOME_CACHE_MS = 3_000

export type ShortCache<T> = { get(): Promise<T>; clear(): void }

/**
 * A value read at most once per `ttlMs` (counted from when the read ends). Callers arriving while
 * a read runs share it (single flight); a failed read is not kept, so the next caller tries again.
 * Only for answers that are the same for every visitor: nothing per user belongs here.
 */
export function shortCache<T>(read: () => Promise<T>, ttlMs: number, now = () => Date.now()): ShortCache<T> {
  let entry: { value: Promise<T>; expires: number } | undefined
  return {
    get() {
      if (entry && now() < entry.expires) return entry.value
      const current = { value: read(), expires: Number.POSITIVE_INFINITY }
      entry = current
      current.value.then(
        () => {
          if (entry === current) current.expires = now() + ttlMs
        },
        () => {
          if (entry === current) entry = undefined
        },
      )
      return current.value
    },
    clear() {
      entry = undefined
    },
  }
}

/**
 * One short cache per owner (the app's database handle), so two apps in one process (tests) never
 * see each other's answers, and an owner that is gone takes its cache with it.
 */
export function shortCachePer<K extends object, T>(
  read: (owner: K) => Promise<T>,
  ttlMs = HOME_CACHE_MS,
): (owner: K) => ShortCache<T> {
  const caches = new WeakMap<K, ShortCache<T>>()
  return (owner) => {
    let cache = caches.get(owner)
    if (!cache) {
      cache = shortCache(() => read(owner), ttlMs)
      caches.set(owner, cache)
    }
    return cache
  }
}
