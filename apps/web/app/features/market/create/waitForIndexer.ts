import type { FlowStep } from '../../chain/runFlow.ts'

export type WaitOptions = { intervalMs?: number; timeoutMs?: number }

/**
 * A flow step that waits until the server's indexer has seen what the wallet just did (a mint,
 * a deployment): the chain is the truth, the catalogue only follows it with confirmations.
 */
export function waitForIndexer(
  label: string,
  done: () => Promise<boolean>,
  options: WaitOptions = {},
): FlowStep {
  const interval = options.intervalMs ?? 1000
  const timeout = options.timeoutMs ?? 120_000
  return {
    label,
    run: async () => {
      const until = Date.now() + timeout
      while (!(await done().catch(() => false))) {
        if (Date.now() > until)
          throw new Error(
            'The transaction is on chain, but the marketplace has not seen it yet. Try again in a minute.',
          )
        await new Promise((resolve) => setTimeout(resolve, interval))
      }
    },
  }
}
