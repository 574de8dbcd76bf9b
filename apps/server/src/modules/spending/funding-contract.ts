import * as FundingWallet from '@kid/contracts/artifacts/FundingWallet'
import type { ChainRuntime } from '../../platform/chain/chain.ts'

/** Reads of the funding contract (000 §3): what it holds and what it may still pay out today. */
export async function fundingState(chain: ChainRuntime) {
  const address = chain.deployment.contracts.fundingWallet
  const read = (functionName: 'balance' | 'dailyMaxBalance' | 'getDailyBalance') =>
    chain.client.readContract({ address, abi: FundingWallet.abi, functionName }) as Promise<bigint>
  const [balance, dailyMax, dailyUsed] = await Promise.all([
    read('balance'),
    read('dailyMaxBalance'),
    read('getDailyBalance'),
  ])
  return { balance, dailyMax, dailyUsed }
}

/** Whether the contract has paid the voucher with `serial`, as of `blockNumber` (latest if absent). */
export function serialUsed(chain: ChainRuntime, serial: number, blockNumber?: number): Promise<boolean> {
  return chain.client.readContract({
    address: chain.deployment.contracts.fundingWallet,
    abi: FundingWallet.abi,
    functionName: 'serialUsed',
    args: [BigInt(serial)],
    ...(blockNumber === undefined ? {} : { blockNumber: BigInt(blockNumber) }),
  }) as Promise<boolean>
}
