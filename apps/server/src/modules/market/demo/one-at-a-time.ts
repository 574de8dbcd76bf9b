/**
 * A queue of tasks that run one after another in the order they were handed in, whatever runs
 * around them: a wallet's transactions must go out in nonce order.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task)
    last = run.catch(() => undefined)
    return run
  }
}
