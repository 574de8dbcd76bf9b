import type { Address, Hex, TransactionReceipt } from 'viem'

/**
 * A member of the demo world as other domains see it (docs/server.md "The demo world"): the market
 * makes the members, then each domain's step acts for them through its own services and the real
 * chain, as people would. Only the embedded chain, whose dev keys are public.
 */
export type DemoActor = {
  userId: number
  username: string
  wallet: Address
  /** Sends from the member's wallet and waits until it is mined; a reverted one throws. */
  send(tx: { to: Address; data: Hex; value?: bigint }): Promise<TransactionReceipt>
}

export type DemoWorld = {
  creators: DemoActor[]
  collectors: DemoActor[]
  log: (message: string) => void
}

/** One domain's part of the demo world, run after the market's (a failing step is logged, not fatal). */
export type DemoStep = { name: string; run(world: DemoWorld): Promise<void> }

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
