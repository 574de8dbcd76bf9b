import { loadChainConfig } from './chainConfig.ts'

/**
 * The chain's clock (the latest block's time, in ms): what the Exchange judges auction ends by.
 * The computer's clock can differ from it, most of all on a development chain moved forward.
 * One plain JSON-RPC call rather than a viem client: the item page reads this clock on its first
 * load for an auction's buttons, and viem loads only with a trade flow (docs/web.md).
 */
export async function chainNow(): Promise<number> {
  const config = await loadChainConfig()
  const response = await fetch(config.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBlockByNumber',
      params: ['latest', false],
    }),
  })
  const answer = (await response.json()) as { result?: { timestamp?: string }; error?: { message?: string } }
  const timestamp = answer.result?.timestamp
  if (!response.ok || !timestamp)
    throw new Error(answer.error?.message ?? `chain clock: HTTP ${response.status}`)
  return Number(BigInt(timestamp)) * 1000
}
