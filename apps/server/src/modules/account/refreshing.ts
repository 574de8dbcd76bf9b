/**
 * A value loaded from the database and kept in memory, reloaded in the background once it is older
 * than `maxAgeMs`: requests read it synchronously and never wait for the database, and a change made
 * on another server copy is seen within `maxAgeMs`. `invalidate()` reloads at once (a change made here).
 */
export class Refreshing<T> {
  private value: T
  private loadedAt = Number.NEGATIVE_INFINITY
  private loading: Promise<void> | undefined

  constructor(
    private readonly load: () => Promise<T>,
    initial: T,
    private readonly maxAgeMs = 30_000,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {
    this.value = initial
  }

  /** The current value; starts a reload when it is stale (the caller gets the old one meanwhile). */
  get(): T {
    if (this.now() - this.loadedAt > this.maxAgeMs) void this.reload()
    return this.value
  }

  /** Loads now and resolves when done (at start, and after a local change). */
  reload(): Promise<void> {
    this.loading ??= this.load()
      .then((value) => {
        this.value = value
        this.loadedAt = this.now()
      })
      .catch((error) => {
        // Keep serving the last good value; retry on a later read rather than on every one.
        this.loadedAt = this.now() - this.maxAgeMs / 2
        this.onError(error)
      })
      .finally(() => {
        this.loading = undefined
      })
    return this.loading
  }
}
