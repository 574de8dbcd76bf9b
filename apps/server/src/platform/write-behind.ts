/**
 * Writes that may lag a few seconds, such as view and visit counters: a page view must not be a
 * database write. Each module registers the flush of what it has gathered; every flush runs on a
 * timer (`Config.writeBehindMs`) and once more before the app closes.
 */
export class WriteBehind {
  private readonly flushes: Array<() => Promise<void>> = []

  register(flush: () => Promise<void>): void {
    this.flushes.push(flush)
  }

  /** Writes everything gathered so far (tests call it instead of waiting for the timer). */
  async flush(): Promise<void> {
    const results = await Promise.allSettled(this.flushes.map((flush) => flush()))
    const failed = results.find((r) => r.status === 'rejected')
    if (failed) throw failed.reason
  }

  /** Flushes every `everyMs` (none when 0); returns the stop function. */
  start(everyMs: number, onError: (error: unknown) => void): () => void {
    if (everyMs <= 0) return () => undefined
    const timer = setInterval(() => this.flush().catch(onError), everyMs)
    // The timer alone never keeps the process (or a test run) alive.
    timer.unref()
    return () => clearInterval(timer)
  }
}
