import type { spendingWithdrawal } from './tables.ts'

export type WithdrawalRow = typeof spendingWithdrawal.$inferSelect

/** Words for each state of a withdrawal, as the history shows them. */
export const WITHDRAWAL_STATUS_TEXT = {
  review: 'Waiting for approval',
  issued: 'Ready to send',
  paid: 'Paid',
  expired: 'Expired: the amount is back in your balance',
  rejected: 'Declined: the amount is back in your balance',
} as const

/**
 * A withdrawal as findpage and getdetails answer it: amounts as integer strings in the smallest
 * unit, and, while it is 'issued', the voucher the member's wallet sends to the contract.
 */
export function withdrawalView(row: WithdrawalRow, c: { decimals: number; fundingWallet: string }) {
  const status = row.status as keyof typeof WITHDRAWAL_STATUS_TEXT
  return {
    id: row.id,
    title: 'USDT',
    amount: row.amount.toString(),
    decimals: c.decimals,
    address: row.dest,
    chainId: row.chainId,
    status,
    statustext: WITHDRAWAL_STATUS_TEXT[status],
    createtime: row.createdAt.getTime(),
    updatetime: row.updatedAt.getTime(),
    note: row.note,
    txhash: row.txHash,
    voucher:
      status === 'issued' && row.signature && row.expired !== null
        ? {
            contract: c.fundingWallet,
            dest: row.dest,
            amount: row.amount.toString(),
            expired: row.expired,
            serial: row.id,
            signature: row.signature,
          }
        : null,
  }
}
