import { writeSync } from 'node:fs'

/**
 * Fault injection for the kill -9 tests, and for nothing else: KID_TEST_CRASH_AT (docs/env.md,
 * config.crashAt, read once at start and refused in production) names one point at which the
 * process ends itself with SIGKILL, exactly as `kill -9` from outside would: no shutdown hook, no
 * flush, no rollback sent to the database. Unset, no code path changes.
 *
 * - `deposit-before-commit`: the indexer's range transaction has credited a deposit and done every
 *   write of the range (events, ledger, cursor, block hashes); its COMMIT has not been sent.
 * - `deposit-after-commit`: that transaction has committed (the cursor moved in it, so there is no
 *   later "ack" step), and nothing after the commit has run yet.
 */
export const CRASH_POINTS = ['deposit-before-commit', 'deposit-after-commit'] as const
export type CrashPoint = (typeof CRASH_POINTS)[number]

/**
 * Says where on stdout (one JSON line with `detail`, written synchronously, for the test), then
 * SIGKILL.
 */
export function crash(point: CrashPoint, detail: Record<string, unknown> = {}): never {
  writeSync(1, `${JSON.stringify({ crash: point, pid: process.pid, ...detail })}\n`)
  process.kill(process.pid, 'SIGKILL')
  // SIGKILL cannot be caught: the line above does not return.
  throw new Error(`crash point ${point}: still alive after SIGKILL`)
}
