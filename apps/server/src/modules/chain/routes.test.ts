import { CONTRACT_KINDS, readChainConfig } from '@kid/shared/chain-config'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { startTestChain, type TestChain } from '../../testing/chain.ts'
import type { ChainEvent } from './indexer.ts'

let chain: TestChain
let t: TestApp
const transfers: ChainEvent[] = []

beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp(
    {},
    (app) => app.chain?.indexer.onEvent('ERC-721', 'Transfer', async (event) => void transfers.push(event)),
    {},
    { chain },
  )
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

async function waitFor<T>(probe: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = probe()
    if (value !== undefined) return value
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('GET /api/dcservice/open/chain/config', () => {
  it('gives the chain id, the RPC URL, the explorer and an address for every contract kind', async () => {
    const res = await t.app.inject({ url: '/api/dcservice/open/chain/config', headers: t.signed() })
    const body = res.json()
    expect(body.code).toBe(1511200)
    const config = readChainConfig(body.data)
    expect(config).toMatchObject({ chainId: 31337, rpcUrl: chain.publicRpcUrl, explorerUrl: '' })
    expect(Object.keys(config.contracts).sort()).toEqual([...CONTRACT_KINDS].sort())
    const { contracts } = chain.deployment
    expect(config.contracts).toMatchObject({
      'ERC-721': contracts.erc721,
      'ERC-1155': contracts.erc1155,
      USDT: contracts.usdt,
      FUNDING: contracts.fundingWallet,
      COLLECTION_FACTORY: contracts.collectionFactory,
      'PAD-721': contracts.pad721Implementation,
    })
  })

  it('needs the signature header like every API call', async () => {
    const res = await t.app.inject({ url: '/api/dcservice/open/chain/config' })
    expect(res.json().code).toBe(1511403)
  })
})

describe('the running server', () => {
  it('reports the chain in /readyz', async () => {
    const res = await t.app.inject('/readyz')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.checks.chain).toBe('ok')
  })

  it('indexes by itself: a mint reaches the subscribers while the server runs', async () => {
    const receipt = await chain.mint721()
    const event = await waitFor(
      () => transfers.find((e) => e.txHash === receipt.transactionHash),
      'the Transfer of the mint',
    )
    expect(event).toMatchObject({ contract: 'ERC-721', eventName: 'Transfer' })
  })
})
