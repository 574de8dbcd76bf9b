/** A check resolves when its part works and throws (with a reason) when it does not. */
export type ReadinessCheck = () => Promise<void>

const CHECK_TIMEOUT_MS = 2_000

/**
 * The parts /readyz reports on. The platform registers the database (and Redis); each module
 * registers what it depends on (the chain module adds its node and indexer).
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>()

  register(name: string, check: ReadinessCheck): void {
    if (this.checks.has(name)) throw new Error(`readiness check "${name}" is registered twice`)
    this.checks.set(name, check)
  }

  async report(): Promise<{ ready: boolean; checks: Record<string, string> }> {
    const results = await Promise.all(
      [...this.checks].map(async ([name, check]) => [name, await outcome(check)] as const),
    )
    return { ready: results.every(([, result]) => result === 'ok'), checks: Object.fromEntries(results) }
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
