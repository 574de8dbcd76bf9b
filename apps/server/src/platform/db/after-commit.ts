import type { Db, Tx } from './database.ts'

type Task = () => Promise<void>

/** The tasks each open transaction (opened by `transaction` below) runs once it has committed. */
const pending = new WeakMap<Tx, Map<string, Task>>()

/**
 * A transaction whose writes others may act on once they are committed (docs/server.md "After
 * commit"): a realtime event tells a browser about a row it can read, never about one a rollback
 * removed. The tasks run in the order they were added, after the commit, and a failing task is
 * reported to `onTaskError` without undoing what committed. A rolled-back transaction runs none.
 */
export async function transaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  onTaskError: (error: unknown) => void = () => undefined,
): Promise<T> {
  let tasks = new Map<string, Task>()
  const result = await db.transaction(async (tx) => {
    tasks = new Map()
    pending.set(tx, tasks)
    return work(tx)
  })
  for (const task of tasks.values()) await task().catch(onTaskError)
  return result
}

/**
 * Runs `task` after `tx` commits. `key` makes it once per transaction (the last one added under a
 * key wins: a count published once, with its final value). A transaction not opened by
 * `transaction` has nobody to run it: that is a programming error, thrown at once.
 */
export function afterCommit(tx: Tx, key: string, task: Task): void {
  const tasks = pending.get(tx)
  if (!tasks) throw new Error('afterCommit needs a transaction opened by platform/db/after-commit.ts')
  tasks.delete(key)
  tasks.set(key, task)
}
