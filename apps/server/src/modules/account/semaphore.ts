/** At most `limit` tasks run at once; the others wait in order. */
export class Semaphore {
  private active = 0
  private readonly waiting: Array<() => void> = []

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.active++
    try {
      return await task()
    } finally {
      // Hand the slot straight to the next waiter, so `active` never over-counts.
      const next = this.waiting.shift()
      if (next) next()
      else this.active--
    }
  }

  /** Tasks running now (for tests). */
  get running(): number {
    return this.active
  }
}
