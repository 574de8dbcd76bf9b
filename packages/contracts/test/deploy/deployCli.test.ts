import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeployCliError, runDeploy } from '../../src/deploy/deployCli.ts'
import { parseDeploymentRecord } from '../../src/deploy/deploymentRecord.ts'
import { devAccount } from '../../src/deploy/devAccounts.ts'
import { type Anvil, startAnvil } from '../fixtures/anvil.ts'

const keyOf = (index: number) => toHex(devAccount(index).getHdKey().privateKey as Uint8Array)

describe('npm run deploy', () => {
  let anvil: Anvil
  let root: string
  beforeAll(async () => {
    anvil = await startAnvil()
    root = await mkdtemp(join(tmpdir(), 'kid-deploy-'))
  })
  afterAll(async () => {
    await anvil.stop()
    await rm(root, { recursive: true, force: true })
  })

  it('deploys with DEPLOYER_PRIVATE_KEY and writes deployments/<chainId>.json', async () => {
    const signer = devAccount(1).address
    const env = { DEPLOYER_PRIVATE_KEY: keyOf(0), SIGNER_ADDRESS: signer }
    const { record, file } = await runDeploy(['--rpc', anvil.url], env, root)
    expect(file).toBe(join(root, 'deployments/31337.json'))
    const written = parseDeploymentRecord(JSON.parse(await readFile(file, 'utf8')), file)
    expect(written).toEqual(record)
    expect(written).toMatchObject({ chainId: 31337, signer, deployer: devAccount(0).address, startBlock: 1 })
    const client = createPublicClient({ transport: http(anvil.url) })
    expect((await client.getCode({ address: written.contracts.exchange }))?.length).toBeGreaterThan(2)

    await expect(runDeploy(['--rpc', anvil.url], env, root)).rejects.toThrow(/exists.*--force/)
  })

  it('says what is missing: the RPC URL, the deployer key, the signer', async () => {
    await expect(runDeploy([], {}, root)).rejects.toThrow(/--rpc is required/)
    await expect(runDeploy(['--rpc', anvil.url], {}, root)).rejects.toThrow(/DEPLOYER_PRIVATE_KEY/)
    await expect(
      runDeploy(['--rpc', anvil.url], { DEPLOYER_PRIVATE_KEY: keyOf(0) }, root),
    ).rejects.toBeInstanceOf(DeployCliError)
    await expect(runDeploy(['--rpc', anvil.url], { DEPLOYER_PRIVATE_KEY: '0x1234' }, root)).rejects.toThrow(
      /not a 32-byte hex key/,
    )
  })
})
