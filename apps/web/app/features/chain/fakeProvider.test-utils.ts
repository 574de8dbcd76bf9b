import type { EIP1193Provider, Hex } from 'viem'

export type FakeChain = {
  /** What eth_call answers: return data, or revert data of a custom error. */
  call?: { result: Hex } | { revert: Hex }
  /** Refuse eth_sendTransaction with this EIP-1193 code. */
  refuseSend?: number
  /** The mined status of every transaction. */
  status?: 'success' | 'reverted'
}

export const FAKE_HASH = `0x${'ab'.repeat(32)}` as Hex
const rpcError = (code: number, message: string, data?: Hex) =>
  Object.assign(new Error(message), { code, data })

/**
 * A wallet and node in one EIP-1193 object, answering just what runTransaction asks, so each phase
 * can be produced on purpose. Real sends against anvil are covered by the e2e journeys.
 */
export function fakeProvider(chain: FakeChain, methods: string[] = []): EIP1193Provider {
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    methods.push(method)
    switch (method) {
      case 'eth_chainId':
        return '0x7a69'
      case 'eth_blockNumber':
        return '0x10'
      case 'eth_call': {
        const call = chain.call ?? { result: '0x' }
        if ('revert' in call) throw rpcError(3, 'execution reverted', call.revert)
        return call.result
      }
      case 'eth_sendTransaction':
        if (chain.refuseSend) throw rpcError(chain.refuseSend, 'User rejected the request.')
        return FAKE_HASH
      case 'eth_getTransactionReceipt':
        return receipt((params as Hex[])[0] as Hex, chain.status ?? 'success')
      default:
        throw rpcError(4200, `fake provider: ${method}`)
    }
  }
  return { request, on: () => {}, removeListener: () => {} } as unknown as EIP1193Provider
}

function receipt(hash: Hex, status: 'success' | 'reverted') {
  return {
    transactionHash: hash,
    transactionIndex: '0x0',
    blockHash: `0x${'cd'.repeat(32)}`,
    blockNumber: '0x10',
    from: `0x${'11'.repeat(20)}`,
    to: `0x${'22'.repeat(20)}`,
    cumulativeGasUsed: '0x5208',
    gasUsed: '0x5208',
    effectiveGasPrice: '0x1',
    contractAddress: null,
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    status: status === 'success' ? '0x1' : '0x0',
    type: '0x2',
  }
}
