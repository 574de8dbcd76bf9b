import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { type DeploymentRecord, parseDeploymentRecord } from '@kid/contracts/deploy/deploymentRecord'
import { deployRecorded } from '@kid/contracts/deploy/deployRecorded'
import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from 'viem'

export class DeploymentError extends Error {
  override name = 'DeploymentError'
}

export async function readDeploymentFile(file: string): Promise<DeploymentRecord | undefined> {
  if (!existsSync(file)) return undefined
  return parseDeploymentRecord(JSON.parse(await readFile(file, 'utf8')), file)
}

/** The addresses of the record that hold no code on this chain (a reset chain, a wrong file). */
export async function missingContracts(client: PublicClient, record: DeploymentRecord): Promise<string[]> {
  const entries = Object.entries(record.contracts) as [string, Address][]
  const codes = await Promise.all(entries.map(([, address]) => client.getCode({ address })))
  return entries.filter((_, i) => (codes[i]?.length ?? 0) <= 2).map(([name]) => name)
}

/**
 * The embedded chain's deployment: the recorded one while its code is on the chain, else a fresh
 * deployAll (on a fresh anvil the addresses come out the same, fixed by deployer and nonce).
 */
export async function embeddedDeployment(options: {
  client: PublicClient
  deployer: WalletClient<Transport, Chain, Account>
  signer: Address
  file: string
}): Promise<{ record: DeploymentRecord; deployed: boolean }> {
  const recorded = await readDeploymentFile(options.file)
  if (recorded && recorded.signer === options.signer) {
    if ((await missingContracts(options.client, recorded)).length === 0)
      return { record: recorded, deployed: false }
  }
  const record = await deployRecorded(options.deployer, options.client, { signer: options.signer })
  await mkdir(dirname(options.file), { recursive: true })
  await writeFile(options.file, `${JSON.stringify(record, null, 2)}\n`)
  return { record, deployed: true }
}

/** An external chain's deployment, written by `npm run deploy`: it must be there and match. */
export async function externalDeployment(options: {
  client: PublicClient
  chainId: number
  signer: Address
  file: string
}): Promise<DeploymentRecord> {
  const record = await readDeploymentFile(options.file)
  if (!record) {
    throw new DeploymentError(
      `No deployment record at ${options.file}: run npm run deploy -- --rpc <url> (or set DEPLOYMENT_FILE)`,
    )
  }
  if (record.chainId !== options.chainId) {
    throw new DeploymentError(`${options.file} is for chain ${record.chainId}, not ${options.chainId}`)
  }
  if (record.signer !== options.signer) {
    throw new DeploymentError(
      `${options.file} trusts signer ${record.signer}, but SIGNER_PRIVATE_KEY is ${options.signer}'s key`,
    )
  }
  const missing = await missingContracts(options.client, record)
  if (missing.length > 0) {
    throw new DeploymentError(
      `${options.file}: no code on chain ${options.chainId} for ${missing.join(', ')}`,
    )
  }
  return record
}
