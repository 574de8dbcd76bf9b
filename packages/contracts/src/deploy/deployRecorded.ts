import type { Account, Chain, PublicClient, Transport, WalletClient } from 'viem'
import { type DeployAllOptions, deployAll } from './deployAll.ts'
import type { DeploymentRecord } from './deploymentRecord.ts'

/** deployAll, plus what an indexer and an operator need to know afterwards. */
export async function deployRecorded(
  wallet: WalletClient<Transport, Chain | undefined, Account>,
  client: PublicClient,
  options: DeployAllOptions,
): Promise<DeploymentRecord> {
  const startBlock = Number(await client.getBlockNumber()) + 1
  const deployment = await deployAll(wallet, client, options)
  return { ...deployment, startBlock, signer: options.signer, deployedAt: new Date().toISOString() }
}
