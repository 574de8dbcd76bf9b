/**
 * Polls until `check` answers, for what the indexer writes after a block: it reads the chain every
 * CHAIN_POLL_INTERVAL_MS (a second by default), so one wait covers a whole batch of transactions.
 */
export async function until<T>(what: string, check: () => Promise<T | undefined>, seconds = 60): Promise<T> {
  for (let i = 0; i < seconds * 10; i++) {
    const found = await check()
    if (found !== undefined) return found
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`demo: timed out waiting for ${what}`)
}
