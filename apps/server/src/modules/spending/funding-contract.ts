import * as FundingWallet from '@kid/contracts/artifacts/FundingWallet'
import { fundingDomain, withdrawTypes } from '@kid/contracts/spending/withdrawVoucher'
import type { Address } from 'viem'
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

/**
 * The clock a voucher's expiry runs from, in seconds: the later of the server's and the chain's
 * latest block. The contract judges `expired` against block time, so a chain running ahead of the
 * server (a test chain moved forward, a validator's fast clock) must not get vouchers born stale.
 */
export async function voucherClock(chain: ChainRuntime, now: Date): Promise<number> {
  const block = await chain.client.getBlock({ blockTag: 'latest' })
  return Math.max(Math.floor(now.getTime() / 1000), Number(block.timestamp))
}

/**
 * GET user/multisign (spec 000 §7 names it, nothing more): who signs the funding contract's
 * withdrawal vouchers, read from the contract, and the EIP-712 domain and types they sign, so a
 * wallet can check a voucher's signer before sending it. One signer (the contract's `admin`), so
 * the threshold is 1.
 */
export async function multisign(chain: ChainRuntime) {
  const contract = chain.deployment.contracts.fundingWallet
  const admin = (await chain.client.readContract({
    address: contract,
    abi: FundingWallet.abi,
    functionName: 'admin',
  })) as Address
  return {
    chainId: chain.chainId,
    contract,
    signers: [admin],
    threshold: 1,
    domain: fundingDomain(chain.chainId, contract),
    primaryType: 'Withdraw' as const,
    types: withdrawTypes,
  }
}
