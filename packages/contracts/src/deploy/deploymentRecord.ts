import { type Address, getAddress, isAddress } from 'viem'
import type { DeployedContracts, Deployment } from './deployAll.ts'

/**
 * What a deployment leaves behind (deployments/<chainId>.json, or DATA_DIR/chain/deployment.json
 * on the embedded chain): the addresses of deployAll plus where an indexer starts reading.
 */
export type DeploymentRecord = Deployment & {
  /** The block of the first deployment transaction: no event of these contracts is older. */
  startBlock: number
  /** The signer the contracts were set up to trust (withdrawals, names, blind boxes). */
  signer: Address
  deployedAt: string
}

export class DeploymentRecordError extends Error {
  override name = 'DeploymentRecordError'
}

const CONTRACT_NAMES = [
  'weth',
  'usdt',
  'erc721Implementation',
  'erc1155Implementation',
  'collectionFactory',
  'erc721',
  'erc1155',
  'exchange',
  'fundingWallet',
  'priceOracle',
  'registry',
  'resolver',
  'blindBox',
  'pad721Implementation',
  'actuator',
] as const satisfies readonly (keyof DeployedContracts)[]

/** Checks a parsed JSON record field by field; `source` names the file in the error. */
export function parseDeploymentRecord(json: unknown, source: string): DeploymentRecord {
  const fail = (what: string): never => {
    throw new DeploymentRecordError(`${source}: ${what}`)
  }
  if (typeof json !== 'object' || json === null) return fail('not a JSON object')
  const r = json as Record<string, unknown>
  const addressAt = (value: unknown, name: string): Address =>
    typeof value === 'string' && isAddress(value, { strict: false })
      ? getAddress(value)
      : fail(`${name} is not an address`)
  const intAt = (value: unknown, name: string): number =>
    Number.isSafeInteger(value) && (value as number) >= 0
      ? (value as number)
      : fail(`${name} is not a whole number`)
  const contracts = (
    typeof r.contracts === 'object' && r.contracts !== null ? r.contracts : fail('contracts is missing')
  ) as Record<string, unknown>
  return {
    chainId: intAt(r.chainId, 'chainId'),
    deployer: addressAt(r.deployer, 'deployer'),
    signer: addressAt(r.signer, 'signer'),
    startBlock: intAt(r.startBlock, 'startBlock'),
    deployedAt: typeof r.deployedAt === 'string' ? r.deployedAt : fail('deployedAt is missing'),
    contracts: Object.fromEntries(
      CONTRACT_NAMES.map((name) => [name, addressAt(contracts[name], `contracts.${name}`)]),
    ) as DeployedContracts,
  }
}
