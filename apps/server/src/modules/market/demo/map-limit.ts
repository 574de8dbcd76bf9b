/**
 * `work` on every entry, at most `limit` at once, results in the entries' order. The demo renders
 * its art so: sharp runs off the main thread, two at a time keep both cores busy without starving
 * the server that is already answering requests.
 */
export async function mapLimit<T, R>(
  entries: readonly T[],
  limit: number,
  work: (entry: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(entries.length)
  let next = 0
  const worker = async () => {
    while (next < entries.length) {
      const index = next++
      results[index] = await work(entries[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, entries.length) }, worker))
  return results
}
