/** The withdrawal calls' answers (docs/ledger.md "Withdrawals"); amounts are integer strings in the smallest unit. */
import type { Voucher } from '@kid/shared/spending-calls'
import type { Address, Hex } from 'viem'

export type { Voucher }

export type WithdrawalStatus = 'review' | 'issued' | 'paid' | 'expired' | 'rejected'

/** KID sending the withdrawal for the member (token/withdraw/relay), once asked. */
export type RelayState = {
  status: 'queued' | 'sent' | 'done' | 'failed'
  statustext: string
  txhash: Hex | null
  note: string | null
}

export type Withdrawal = {
  id: number
  title: string
  amount: string
  decimals: number
  address: Address
  chainId: number
  status: WithdrawalStatus
  statustext: string
  createtime: number
  updatetime: number
  note: string | null
  txhash: Hex | null
  relay: RelayState | null
  voucher: Voucher | null
}

export type WithdrawalPage = { list: Withdrawal[]; total: number; page: number; size: number }

export type WithdrawCheck = {
  ok: boolean
  problems: string[]
  needsapproval: boolean
  minimum: string
  decimals: number
}

export type Reserves = {
  decimals: number
  balance: string
  dailymax: string
  dailyremaining: string
  memberdailylimit: string
  memberremaining: string
  available: string
  minimum: string
  approvalabove: string
  /** Whether KID can send a withdrawal for the member (its relayer pays the network fee). */
  relayer: boolean
}

export type NetworkFee = {
  chainId: number
  network: string
  symbol: string
  decimals: number
  gas: string
  gasprice: string
  fee: string
}
