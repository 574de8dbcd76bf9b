import { abi } from '@kid/contracts/artifacts/FundingWallet'
import { contractFor } from '../chain/chainConfig.ts'
import type { TxAction } from '../chain/transaction.ts'

/**
 * The funding contract's `transderToId(id, amount)`: pulls `amount` USDT from the sending wallet
 * (after its approval) and names the member to credit. The indexer credits the member's spending
 * balance from the `RechargeId` event once it is confirmed (docs/ledger.md "Deposits").
 */
export const depositUsdt = {
  title: 'Deposit USDT',
  request: ({ memberId, amount }, { config }) => ({
    address: contractFor(config, 'FUNDING'),
    abi,
    functionName: 'transderToId',
    args: [BigInt(memberId), amount],
  }),
} satisfies TxAction<{ memberId: number; amount: bigint }, undefined>
