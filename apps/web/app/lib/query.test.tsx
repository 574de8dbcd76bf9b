import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryCache, QueryCacheProvider, useQuery } from './query.tsx'

afterEach(() => vi.useRealTimers())

function entryWith<T>(cache: QueryCache, key: unknown[], run: () => Promise<T>, retry = 0) {
  const entry = cache.entry(key)
  entry.run = run
  entry.retry = retry
  return entry
}

describe('QueryCache', () => {
  it('runs one read for callers that ask while it is in flight, and keeps the answer', async () => {
    const cache = new QueryCache()
    let calls = 0
    const entry = entryWith(cache, ['a'], async () => ++calls)
    await Promise.all([cache.fetch(entry), cache.fetch(entry)])
    expect(calls).toBe(1)
    expect(entry.state).toMatchObject({ data: 1, isPending: false, isSuccess: true, isFetching: false })
    expect(cache.entry(['a'])).toBe(entry)
  })

  it('tries a failed read again after a second, then reports the error as an Error', async () => {
    vi.useFakeTimers()
    const cache = new QueryCache()
    const run = vi.fn().mockRejectedValue('offline')
    const entry = entryWith(cache, ['b'], run, 1)
    const done = cache.fetch(entry)
    await vi.advanceTimersByTimeAsync(999)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(run).toHaveBeenCalledTimes(2)
    expect(entry.state.isError).toBe(true)
    expect(entry.state.isPending).toBe(false)
    expect(entry.state.error).toEqual(new Error('offline'))
  })

  it('keeps the last answer shown when a refresh fails', async () => {
    const cache = new QueryCache()
    let fail = false
    const entry = entryWith(cache, ['c'], async () => {
      if (fail) throw new Error('gone')
      return 'first'
    })
    await cache.fetch(entry)
    fail = true
    await cache.fetch(entry)
    expect(entry.state).toMatchObject({ data: 'first', isPending: false, isError: true })
  })

  it('invalidates by key prefix: reads again the shown ones, only marks the others stale', async () => {
    const cache = new QueryCache()
    const reads: string[] = []
    const read = (name: string) => async () => reads.push(name)
    const shown = entryWith(cache, ['market', 'offers', 7], read('offers 7'))
    const hidden = entryWith(cache, ['market', 'offers', 8], read('offers 8'))
    const other = entryWith(cache, ['market', 'offersX'], read('other'))
    for (const entry of [shown, hidden, other]) await cache.fetch(entry)
    reads.length = 0
    const stop = cache.subscribe(shown, () => {})
    await cache.invalidateQueries({ queryKey: ['market', 'offers'] })
    stop()
    expect(reads).toEqual(['offers 7'])
    expect(hidden.fetchedAt).toBe(0)
    expect(other.fetchedAt).toBeGreaterThan(0)
  })

  it('forgets an answer no component has shown for five minutes', async () => {
    vi.useFakeTimers()
    const cache = new QueryCache()
    const entry = entryWith(cache, ['d'], async () => 1)
    await cache.fetch(entry)
    cache.subscribe(entry, () => {})()
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1)
    expect(cache.entry(['d'])).toBe(entry)
    await vi.advanceTimersByTimeAsync(1)
    expect(cache.entry(['d'])).not.toBe(entry)
  })
})

describe('useQuery', () => {
  it('does not read during server rendering: the page renders its pending state', () => {
    const queryFn = vi.fn(async () => 'data')
    function Reader() {
      const q = useQuery({ queryKey: ['e'], queryFn })
      return <p>{q.isPending ? 'loading' : q.data}</p>
    }
    const html = renderToString(
      <QueryCacheProvider cache={new QueryCache()}>
        <Reader />
      </QueryCacheProvider>,
    )
    expect(html).toBe('<p>loading</p>')
    expect(queryFn).not.toHaveBeenCalled()
  })
})
