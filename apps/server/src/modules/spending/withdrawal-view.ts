import type { spendingRelay, spendingWithdrawal } from './tables.ts'

export type WithdrawalRow = typeof spendingWithdrawal.$inferSelect
export type RelayRow = typeof spendingRelay.$inferSelect

export const RELAY_STATUS_TEXT = {
  queued: 'KID is sending it',
  sent: 'Sent by KID: waiting for the network',
  done: 'Sent by KID',
  failed: 'KID could not send it',
} as const

/** The relay part of a withdrawal's view: null unless the member asked KID to send it. */
export function relayView(row: RelayRow | undefined) {
  if (!row) return null
  const status = row.status as keyof typeof RELAY_STATUS_TEXT
  return { status, statustext: RELAY_STATUS_TEXT[status], txhash: row.txHash, note: row.note }
}

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
 * unit, and, while it is 'issued', the voucher the member's wallet sends to the contract; `relay`
 * once the member asked KID to send it (token/withdraw/relay).
 */
export function withdrawalView(
  row: WithdrawalRow,
  c: { decimals: number; fundingWallet: string },
  relay?: RelayRow,
) {
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
    relay: relayView(relay),
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
