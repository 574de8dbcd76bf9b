import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import type { FastifyInstance } from 'fastify'
import { type Address, createWalletClient, type Hex, http, type TransactionReceipt } from 'viem'
import { CursorMovedError } from '../modules/chain/index.ts'
import { type ChainRuntime, startChain } from '../platform/chain/chain.ts'
import { loadConfig } from '../platform/config/config.ts'

export type TestChain = ChainRuntime & {
  /** Mints a token of a KidERC721 collection (the shared one by default) as dev account `from`. */
  mint721(options?: { from?: number; to?: Address; collection?: Address }): Promise<TransactionReceipt>
  /** Sends any contract write as dev account `from` and waits for its receipt. */
  write(
    from: number,
    request: { address: Address; abi: unknown; functionName: string; args: unknown[]; value?: bigint },
  ): Promise<TransactionReceipt>
  /** evm_snapshot / evm_revert: the blocks after the snapshot leave the chain, as in a reorg. */
  snapshot(): Promise<Hex>
  revert(id: Hex): Promise<void>
  close(): Promise<void>
}

/** Brings the app's indexer to the chain's head; its own loop may move the cursor first, which is fine. */
export async function indexToHead(app: FastifyInstance): Promise<void> {
  for (;;) {
    try {
      return await app.chain?.indexer.syncToHead()
    } catch (error) {
      if (!(error instanceof CursorMovedError)) throw error
    }
  }
}

/** The embedded chain as `npm start` runs it, on a temp DATA_DIR: anvil, deployed contracts, dev signer. */
export async function startTestChain(env: Record<string, string> = {}): Promise<TestChain> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kid-test-chain-'))
  const chain = await startChain(loadConfig({ DATA_DIR: dataDir, CHAIN_POLL_INTERVAL_MS: '50', ...env }), {
    info() {},
    warn() {},
  })
  const write: TestChain['write'] = async (from, request) => {
    const wallet = createWalletClient({ account: devAccount(from), transport: http(chain.rpcUrl) })
    const hash = await wallet.writeContract({ ...request, chain: chain.client.chain } as never)
    return await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }
  return {
    ...chain,
    write,
    mint721: ({
      from = 3,
      to = devAccount(from).address,
      collection = chain.deployment.contracts.erc721,
    } = {}) =>
      write(from, {
        address: collection,
        abi: KidERC721.abi,
        functionName: 'mint',
        args: [to, 'ipfs://token', to, 500],
      }),
    snapshot: () => chain.client.request({ method: 'evm_snapshot' } as never) as Promise<Hex>,
    revert: async (id) => {
      await chain.client.request({ method: 'evm_revert', params: [id] } as never)
    },
    async close() {
      await chain.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
