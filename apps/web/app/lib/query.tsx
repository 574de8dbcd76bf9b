// The pages' few client-side reads (balances, listings, offers, a profile): a cache keyed by a
// query key, one request in flight per key, a stale time, a retry, and invalidation by key prefix.
// This replaced TanStack Query, which every page loaded in its first paint (about 13 KB of gzip
// JavaScript, docs/web.md "Keeping pages fast") for the part of it these reads use.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react'

export type QueryKey = readonly unknown[]

export interface QueryState<T> {
  data: T | undefined
  error: Error | null
  /** Neither an answer nor an error yet: nothing fetched, or the first fetch still running. */
  isPending: boolean
  isError: boolean
  /** The last read answered. */
  isSuccess: boolean
  /** A fetch is running (the first one, or a refresh behind data already shown). */
  isFetching: boolean
}

export interface QueryOptions<T> {
  queryKey: QueryKey
  queryFn: () => Promise<T>
  /** False holds the read back: nothing is fetched until it turns true. Default true. */
  enabled?: boolean
  /** How long an answer counts as fresh, in ms: a component that mounts within it does not fetch again. */
  staleTime?: number
  /** How many times a failed read is tried again (1 s, then 2 s, ... apart), or false. Default 1. */
  retry?: number | false
}

export interface QueryResult<T> extends QueryState<T> {
  refetch: () => Promise<void>
}

/** How long an answer no component shows is kept, so going back to a page shows it at once. */
const UNUSED_KEPT_MS = 5 * 60_000
const EMPTY: QueryState<never> = {
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
  isSuccess: false,
  isFetching: false,
}

interface Entry {
  key: QueryKey
  state: QueryState<unknown>
  fetchedAt: number
  running?: Promise<void>
  run?: () => Promise<unknown>
  retry: number
  listeners: Set<() => void>
  dropTimer?: ReturnType<typeof setTimeout>
}

const hashOf = (key: QueryKey): string => JSON.stringify(key)
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class QueryCache {
  private readonly entries = new Map<string, Entry>()

  entry(key: QueryKey): Entry {
    const hash = hashOf(key)
    let entry = this.entries.get(hash)
    if (!entry) {
      entry = { key, state: EMPTY, fetchedAt: 0, retry: 1, listeners: new Set() }
      this.entries.set(hash, entry)
    }
    return entry
  }

  subscribe(entry: Entry, listener: () => void): () => void {
    clearTimeout(entry.dropTimer)
    entry.listeners.add(listener)
    return () => {
      entry.listeners.delete(listener)
      if (entry.listeners.size > 0) return
      entry.dropTimer = setTimeout(() => {
        if (entry.listeners.size === 0) this.entries.delete(hashOf(entry.key))
      }, UNUSED_KEPT_MS)
    }
  }

  /** Runs the entry's read unless one is running already; every caller waits on the same one. */
  fetch(entry: Entry): Promise<void> {
    const run = entry.run
    if (!run) return Promise.resolve()
    entry.running ??= (async () => {
      this.set(entry, { ...entry.state, isFetching: true })
      for (let attempt = 0; ; attempt++) {
        try {
          const data = await run()
          entry.fetchedAt = Date.now()
          this.set(entry, {
            data,
            error: null,
            isPending: false,
            isError: false,
            isSuccess: true,
            isFetching: false,
          })
          return
        } catch (error) {
          if (attempt >= entry.retry) {
            this.set(entry, {
              ...entry.state,
              error: error instanceof Error ? error : new Error(String(error)),
              isPending: false,
              isError: true,
              isSuccess: false,
              isFetching: false,
            })
            return
          }
          await wait(Math.min(1000 * 2 ** attempt, 30_000))
        }
      }
    })().finally(() => {
      entry.running = undefined
    })
    return entry.running
  }

  /** Marks every answer whose key starts with `queryKey` stale and reads again those on screen. */
  async invalidateQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const prefix = hashOf(queryKey).slice(0, -1)
    const shown: Promise<void>[] = []
    for (const entry of this.entries.values()) {
      const hash = hashOf(entry.key)
      if (hash !== `${prefix}]` && !hash.startsWith(`${prefix},`)) continue
      entry.fetchedAt = 0
      if (entry.listeners.size > 0) shown.push(this.fetch(entry))
    }
    await Promise.all(shown)
  }

  private set(entry: Entry, state: QueryState<unknown>) {
    entry.state = state
    for (const listener of entry.listeners) listener()
  }
}

const QueryCacheContext = createContext<QueryCache | null>(null)

export function QueryCacheProvider({ cache, children }: { cache: QueryCache; children: ReactNode }) {
  return <QueryCacheContext.Provider value={cache}>{children}</QueryCacheContext.Provider>
}

export function useQueryCache(): QueryCache {
  const cache = useContext(QueryCacheContext)
  if (!cache) throw new Error('useQueryCache needs a QueryCacheProvider above it')
  return cache
}

/** Reads `queryFn` in the browser (never during server rendering) and keeps its answer under `queryKey`. */
export function useQuery<T>({
  queryKey,
  queryFn,
  enabled = true,
  staleTime = 0,
  retry = 1,
}: QueryOptions<T>): QueryResult<T> {
  const cache = useQueryCache()
  const entry = cache.entry(queryKey)
  // The latest function and retry count: a key's read runs with what the newest render passed.
  entry.run = queryFn
  entry.retry = retry === false ? 0 : retry
  const subscribe = useCallback((listener: () => void) => cache.subscribe(entry, listener), [cache, entry])
  const state = useSyncExternalStore(
    subscribe,
    () => entry.state,
    () => EMPTY,
  ) as QueryState<T>
  useEffect(() => {
    if (enabled && Date.now() - entry.fetchedAt > staleTime) void cache.fetch(entry)
  }, [cache, entry, enabled, staleTime])
  const refetch = useCallback(() => cache.fetch(entry), [cache, entry])
  return { ...state, refetch }
}
