import { abi as exchangeAbi } from '@kid/contracts/artifacts/Exchange'
import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeErrorResult,
  encodeFunctionResult,
  erc20Abi,
} from 'viem'
import { anvil } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { approveErc20 } from './actions/approveErc20.ts'
import { cancelAll } from './actions/cancelAll.ts'
import type { ChainConfig } from './chainConfig.ts'
import { FAKE_HASH, type FakeChain, fakeProvider } from './fakeProvider.test-utils.ts'
import { runTransaction } from './runTransaction.ts'
import type { ChainSession, TxPhase } from './transaction.ts'

const config: ChainConfig = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:1',
  explorerUrl: '',
  contracts: { EXCHANGE: `0x${'e1'.repeat(20)}`, WETH: `0x${'e2'.repeat(20)}` } as ChainConfig['contracts'],
}
const account = `0x${'a1'.repeat(20)}` as const

function session(chain: FakeChain, methods: string[] = []): ChainSession {
  const transport = custom(fakeProvider(chain, methods), { retryCount: 0 })
  return {
    config,
    account,
    publicClient: createPublicClient({ chain: anvil, transport, pollingInterval: 5 }),
    walletClient: createWalletClient({ account, chain: anvil, transport }),
  } as ChainSession
}

async function phasesOf(chain: FakeChain, methods?: string[]) {
  const phases: TxPhase[] = []
  const outcome = await runTransaction(
    cancelAll,
    { minNonce: 7n },
    { session: session(chain, methods), onPhase: (p) => phases.push(p) },
  ).then(
    (result) => ({ result }),
    (error: Error) => ({ error }),
  )
  return { phases, names: phases.map((p) => p.phase), outcome }
}

describe('runTransaction', () => {
  it('reports pending, hash, receipt and return, in that order, for a transaction that goes through', async () => {
    const { names, phases, outcome } = await phasesOf({})
    expect(names).toEqual(['pending', 'hash', 'receipt', 'return'])
    expect(phases[1]).toEqual({ phase: 'hash', hash: FAKE_HASH })
    expect('result' in outcome && outcome.result.hash).toBe(FAKE_HASH)
  })

  it('stops at functionError with the clear sentence of the decoded custom error, before the wallet is asked', async () => {
    const methods: string[] = []
    const revert = encodeErrorResult({ abi: exchangeAbi, errorName: 'OptionStatusError' })
    const { names, phases, outcome } = await phasesOf({ call: { revert } }, methods)
    expect(names).toEqual(['functionError'])
    expect(phases[0]).toMatchObject({ message: expect.stringContaining('This listing is not open') })
    expect('error' in outcome && outcome.error.message).toContain('This listing is not open')
    expect(methods).not.toContain('eth_sendTransaction')
  })

  it("says 'Signature denied' (sendError) when the wallet refuses with 4001", async () => {
    const { names, outcome } = await phasesOf({ refuseSend: 4001 })
    expect(names).toEqual(['pending', 'sendError'])
    expect('error' in outcome && outcome.error.message).toBe('Signature denied')
  })

  it('reports receiptError when the mined transaction reverted', async () => {
    const { names, outcome } = await phasesOf({ status: 'reverted' })
    expect(names).toEqual(['pending', 'hash', 'receiptError'])
    expect('error' in outcome && outcome.error.name).toBe('TransactionError')
  })

  it("returns the simulated call's value", async () => {
    const result = encodeFunctionResult({ abi: erc20Abi, functionName: 'approve', result: true })
    const { value } = await runTransaction(
      approveErc20,
      { token: 'WETH', amount: 5n },
      { session: session({ call: { result } }) },
    )
    expect(value).toBe(true)
  })
})
