import type { Hex } from 'viem'

/** A deployment or set-up transaction that did not succeed; names the contract and the transaction. */
export class ContractDeploymentError extends Error {
  override name = 'ContractDeploymentError'
  constructor(
    readonly contract: string,
    readonly hash: Hex,
  ) {
    super(`Deploying ${contract} failed in transaction ${hash}`)
  }
}
