import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
  isAddress,
  isHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DeploymentRecord } from './deploymentRecord.ts'
import { deployRecorded } from './deployRecorded.ts'
import { devAccount } from './devAccounts.ts'

export class DeployCliError extends Error {
  override name = 'DeployCliError'
}

export const DEPLOY_USAGE = `Usage: npm run deploy -- --rpc <url> [--signer <address>] [--owner <address>]
                         [--fee-recipient <address>] [--out <file>] [--force]

Deploys every KID contract with the key in DEPLOYER_PRIVATE_KEY and writes
deployments/<chainId>.json. The signer (the server's SIGNER_PRIVATE_KEY address) defaults to
SIGNER_ADDRESS, then to the address of SIGNER_PRIVATE_KEY when that is set.`

/**
 * The deploy command: any EVM chain reachable at --rpc. Refuses anvil's public dev key outside the
 * local chain (anyone can spend from it) and an existing record unless --force.
 */
export async function runDeploy(
  argv: string[],
  env: Record<string, string | undefined>,
  repoRoot: string,
): Promise<{ record: DeploymentRecord; file: string }> {
  const { values } = parseArgs({
    args: argv,
    options: {
      rpc: { type: 'string' },
      signer: { type: 'string' },
      owner: { type: 'string' },
      'fee-recipient': { type: 'string' },
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  })
  const rpc = values.rpc ?? env.CHAIN_RPC_URL
  if (!rpc) throw new DeployCliError(`--rpc is required.\n\n${DEPLOY_USAGE}`)
  const deployerKey = key(env.DEPLOYER_PRIVATE_KEY, 'DEPLOYER_PRIVATE_KEY')
  if (!deployerKey) throw new DeployCliError('Set DEPLOYER_PRIVATE_KEY to the 0x key of a funded account.')
  const signerKey = key(env.SIGNER_PRIVATE_KEY, 'SIGNER_PRIVATE_KEY')
  const signer =
    address(values.signer ?? env.SIGNER_ADDRESS, '--signer') ??
    (signerKey ? privateKeyToAccount(signerKey).address : undefined)
  if (!signer) throw new DeployCliError('Give --signer <address> (or SIGNER_ADDRESS / SIGNER_PRIVATE_KEY).')

  const account = privateKeyToAccount(deployerKey)
  const probe = createPublicClient({ transport: http(rpc) })
  const chainId = await probe.getChainId()
  if (chainId !== 31337 && account.address === devAccount(0).address) {
    throw new DeployCliError(`Refusing to deploy to chain ${chainId} with anvil's public dev key.`)
  }
  const file = resolve(repoRoot, values.out ?? `deployments/${chainId}.json`)
  if (existsSync(file) && !values.force) {
    throw new DeployCliError(`${file} exists: the contracts are deployed. Pass --force to deploy again.`)
  }
  const chain = defineChain({
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
  })
  const client = createPublicClient({ chain, transport: http(rpc) })
  const wallet = createWalletClient({ account, chain, transport: http(rpc) })
  const record = await deployRecorded(wallet, client, {
    signer,
    owner: address(values.owner, '--owner'),
    feeRecipient: address(values['fee-recipient'], '--fee-recipient'),
  })
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`)
  return { record, file }
}

function key(value: string | undefined, name: string): Hex | undefined {
  if (!value) return undefined
  const hex = value.startsWith('0x') ? value : `0x${value}`
  if (!isHex(hex) || hex.length !== 66) throw new DeployCliError(`${name} is not a 32-byte hex key.`)
  return hex
}

function address(value: string | undefined, name: string): Address | undefined {
  if (value === undefined) return undefined
  if (!isAddress(value, { strict: false })) throw new DeployCliError(`${name} is not an address: ${value}`)
  return getAddress(value)
}
