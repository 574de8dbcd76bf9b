/** A check resolves when its part works and throws (with a reason) when it does not. */
export type ReadinessCheck = () => Promise<void>

const CHECK_TIMEOUT_MS = 2_000

/**
 * The parts /readyz reports on. The platform registers the database (and Redis); each module
 * registers what it depends on (the chain module adds its node and indexer).
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>()
  private readonly work = new Map<string, () => string>()

  register(name: string, check: ReadinessCheck): void {
    if (this.checks.has(name)) throw new Error(`readiness check "${name}" is registered twice`)
    this.checks.set(name, check)
  }

  /**
   * Work the process does in the background, reported under `background` without deciding
   * readiness: the demo world is seeded while visitors already browse, and whoever measures the
   * platform (the benchmarks) waits for it to end.
   */
  reportWork(name: string, state: () => string): void {
    if (this.work.has(name)) throw new Error(`background work "${name}" is reported twice`)
    this.work.set(name, state)
  }

  async report(): Promise<{
    ready: boolean
    checks: Record<string, string>
    background?: Record<string, string>
  }> {
    const results = await Promise.all(
      [...this.checks].map(async ([name, check]) => [name, await outcome(check)] as const),
    )
    return {
      ready: results.every(([, result]) => result === 'ok'),
      checks: Object.fromEntries(results),
      ...(this.work.size > 0 && {
        background: Object.fromEntries([...this.work].map(([name, state]) => [name, state()])),
      }),
    }
  }
}

async function outcome(check: ReadinessCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
  })
  try {
    await Promise.race([check(), timeout])
    return 'ok'
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    clearTimeout(timer)
  }
}
