import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { toHex } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config/config.ts'
import { startChain } from './chain.ts'
import { DeploymentError } from './deployment.ts'
import { SignerKeyMissingError, serverSigner } from './signer.ts'

const quiet = { info() {}, warn() {} }
const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'kid-chain-'))
  dirs.push(dir)
  return dir
}
const keyOf = (index: number) => toHex(devAccount(index).getHdKey().privateKey as Uint8Array)

describe('the embedded chain', () => {
  it('deploys once into DATA_DIR and keeps chain and addresses across a restart', async () => {
    const dataDir = await tempDir()
    const config = loadConfig({ DATA_DIR: dataDir })
    const first = await startChain(config, quiet)
    const file = join(dataDir, 'chain/deployment.json')
    const written = await readFile(file, 'utf8')
    expect(first.chainId).toBe(31337)
    expect(first.signer.address).toBe(devAccount(1).address)
    expect(first.deployment.signer).toBe(devAccount(1).address)
    expect(first.publicRpcUrl).toBe(first.rpcUrl)
    expect(first.explorerUrl).toBe('')
    const head = await first.client.getBlock()
    await first.stop()

    const second = await startChain(config, quiet)
    try {
      expect(second.deployment).toEqual(first.deployment)
      expect(await readFile(file, 'utf8')).toBe(written)
      // The same chain, not a new one that happens to have the same addresses.
      expect((await second.client.getBlock({ blockNumber: head.number })).hash).toBe(head.hash)
      expect(await second.client.getBlockNumber()).toBe(head.number)
    } finally {
      await second.stop()
    }
  }, 60_000)

  it('redeploys when the chain state is gone but the record remains', async () => {
    const dataDir = await tempDir()
    const config = loadConfig({ DATA_DIR: dataDir })
    const first = await startChain(config, quiet)
    await first.stop()
    await rm(join(dataDir, 'chain/anvil-state.json'))
    const second = await startChain(config, quiet)
    try {
      expect(second.deployment.contracts).toEqual(first.deployment.contracts)
      expect(
        (await second.client.getCode({ address: second.deployment.contracts.registry }))?.length,
      ).toBeGreaterThan(2)
    } finally {
      await second.stop()
    }
  }, 60_000)
})

describe('an external chain', () => {
  it('needs the signer key: in the configuration and in the signer itself', () => {
    expect(() => loadConfig({ CHAIN_RPC_URL: 'http://127.0.0.1:8545', CHAIN_ID: '1' })).toThrow(ConfigError)
    expect(() => loadConfig({ CHAIN_RPC_URL: 'http://127.0.0.1:8545', CHAIN_ID: '1' })).toThrow(
      /SIGNER_PRIVATE_KEY/,
    )
    expect(() => serverSigner({ key: undefined, embedded: false, chainId: 56 })).toThrow(
      SignerKeyMissingError,
    )
    expect(() => loadConfig({ CHAIN_ID: '1' })).toThrow(/needs CHAIN_RPC_URL/)
    expect(loadConfig({}).chainId).toBe(31337)
  })

  it('checks the chain id and reads the record written by npm run deploy', async () => {
    const node = await startChain(loadConfig({ DATA_DIR: await tempDir() }), quiet)
    try {
      const dir = await tempDir()
      const file = join(dir, '31337.json')
      const env = {
        DATA_DIR: dir,
        CHAIN_RPC_URL: node.rpcUrl,
        SIGNER_PRIVATE_KEY: keyOf(1),
        DEPLOYMENT_FILE: file,
      }
      await expect(startChain(loadConfig({ ...env, CHAIN_ID: '31337' }), quiet)).rejects.toThrow(
        /No deployment record.*npm run deploy/,
      )
      await writeFile(file, JSON.stringify(node.deployment))
      await expect(startChain(loadConfig({ ...env, CHAIN_ID: '137' }), quiet)).rejects.toThrow(
        /answers chain 31337, but CHAIN_ID is 137/,
      )
      await expect(
        startChain(loadConfig({ ...env, CHAIN_ID: '31337', SIGNER_PRIVATE_KEY: keyOf(2) }), quiet),
      ).rejects.toBeInstanceOf(DeploymentError)
      const external = await startChain(
        loadConfig({
          ...env,
          CHAIN_ID: '31337',
          CHAIN_PUBLIC_RPC_URL: 'https://rpc.example',
          CHAIN_EXPLORER_URL: 'https://explorer.example/',
        }),
        quiet,
      )
      expect(external).toMatchObject({
        embedded: false,
        confirmations: 12,
        publicRpcUrl: 'https://rpc.example',
        explorerUrl: 'https://explorer.example',
      })
      expect(external.deployment).toEqual(node.deployment)
    } finally {
      await node.stop()
    }
  }, 60_000)
})
