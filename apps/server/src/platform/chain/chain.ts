import type { DeploymentRecord } from '@kid/contracts/deploy/deploymentRecord'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { chainById } from '@kid/shared/chains'
import type { Logger } from 'pino'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type LocalAccount,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import type { Config } from '../config/config.ts'
import { type EmbeddedNode, startAnvil } from './anvil.ts'
import { DeploymentError, embeddedDeployment, externalDeployment } from './deployment.ts'
import { DEV_DEPLOYER_INDEX, serverSigner } from './signer.ts'

/** The chain the platform runs on, connected and with its contracts in place. */
export type ChainRuntime = {
  chainId: number
  embedded: boolean
  /** The server's RPC URL (may carry an API key: never sent to clients). */
  rpcUrl: string
  /** What browsers are told to use. */
  publicRpcUrl: string
  explorerUrl: string
  client: PublicClient
  signer: LocalAccount
  /** Sends transactions as the server signer. */
  wallet: WalletClient<Transport, Chain, LocalAccount>
  deployment: DeploymentRecord
  confirmations: number
  pollIntervalMs: number
  logRange: number
  /** Stops the embedded node (writing its state); nothing to do for an external chain. */
  stop(): Promise<void>
}

type Log = Pick<Logger, 'info' | 'warn'>

/**
 * Connects to CHAIN_RPC_URL, or starts the embedded anvil with its state in DATA_DIR/chain, and
 * makes sure the contracts are deployed (embedded: once, then reused; external: by npm run deploy).
 */
export async function startChain(config: Config, log: Log): Promise<ChainRuntime> {
  const settings = config.chain
  const embedded = settings.rpcUrl === undefined
  let node: EmbeddedNode | undefined
  if (embedded) {
    const started = Date.now()
    node = await startAnvil({ dir: `${config.dataDir}/chain`, port: settings.port })
    log.info({ url: node.url, pid: node.pid, ms: Date.now() - started }, 'embedded chain started')
  }
  try {
    const rpcUrl = node?.url ?? (settings.rpcUrl as string)
    const entry = chainById(settings.chainId)
    const chain = defineChain({
      id: settings.chainId,
      name: entry?.chainParams.chainName ?? `chain ${settings.chainId}`,
      nativeCurrency: entry?.chainParams.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const transport = http(rpcUrl, { retryCount: 3 })
    const client = createPublicClient({
      chain,
      transport,
      pollingInterval: embedded ? 50 : 4_000,
    }) as PublicClient
    const actual = await client.getChainId()
    if (actual !== settings.chainId) {
      throw new DeploymentError(`CHAIN_RPC_URL answers chain ${actual}, but CHAIN_ID is ${settings.chainId}`)
    }
    const signer = serverSigner({ key: settings.signerKey, embedded, chainId: settings.chainId })
    const started = Date.now()
    const deployment = embedded
      ? await embeddedDeployment({
          client,
          deployer: createWalletClient({ account: devAccount(DEV_DEPLOYER_INDEX), chain, transport }),
          signer: signer.address,
          file: settings.deploymentFile,
        }).then(({ record, deployed }) => {
          log.info(
            { file: settings.deploymentFile, ms: Date.now() - started },
            deployed ? 'contracts deployed' : 'contracts found',
          )
          return record
        })
      : await externalDeployment({
          client,
          chainId: actual,
          signer: signer.address,
          file: settings.deploymentFile,
        })
    return {
      chainId: actual,
      embedded,
      rpcUrl,
      publicRpcUrl: settings.publicRpcUrl ?? (embedded ? rpcUrl : (entry?.chainParams.rpcUrls[0] ?? '')),
      explorerUrl: settings.explorerUrl ?? entry?.chainParams.blockExplorerUrls[0] ?? '',
      client,
      signer,
      wallet: createWalletClient({ account: signer, chain, transport }),
      deployment,
      confirmations: settings.confirmations,
      pollIntervalMs: settings.pollIntervalMs,
      logRange: settings.logRange,
      stop: async () => node?.stop(),
    }
  } catch (error) {
    await node?.stop()
    throw error
  }
}
