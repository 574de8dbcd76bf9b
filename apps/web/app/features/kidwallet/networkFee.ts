/**
 * What a KID wallet transaction costs before it is sent: its gas and the fee per gas it offers.
 * Needs no key, so a page can show the fee while the wallet is still locked. Loaded on demand.
 */
import { type Address, createPublicClient, type Hex, http } from 'viem'
import { loadChainConfig } from '../chain/chainConfig.ts'

/** A transaction as JSON-RPC carries it: amounts in hex. */
export type TxRequest = { to?: Hex; data?: Hex; value?: Hex; gas?: Hex }

/** The gas and fee caps a transaction is sent with; `fee` is the most it can cost, in wei. */
export type FeeEstimate = { gas: bigint; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint; fee: bigint }

/** A client for the deployment's node: reads, estimates and receipts. */
export async function readClient() {
  const { rpcUrl } = await loadChainConfig()
  return createPublicClient({ transport: http(rpcUrl) })
}

/** estimateGas × today's fee per gas, for `tx` sent from `from`. */
export async function estimateNetworkFee(from: Address, tx: TxRequest): Promise<FeeEstimate> {
  const client = await readClient()
  const [gas, { maxFeePerGas, maxPriorityFeePerGas }] = await Promise.all([
    tx.gas
      ? BigInt(tx.gas)
      : client.estimateGas({
          account: from,
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
        }),
    client.estimateFeesPerGas(),
  ])
  return { gas, maxFeePerGas, maxPriorityFeePerGas, fee: gas * maxFeePerGas }
}
