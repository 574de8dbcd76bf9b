import { formatUnits } from '@kid/shared/format/units'
import { parseAmount } from '@kid/shared/ledger'
import { isWalletAddress, WALLET_ADDRESS_INVALID } from '@kid/shared/validate/wallet-address-rule'

/**
 * The withdrawal limits (docs/ledger.md "Withdrawals"), in whole USDT; the spec gives none. Per
 * member per UTC day, and above the approval threshold an operator decides first. A destination
 * new to the member (not their bound wallet, first named less than the cooling period ago) waits.
 */
export const WITHDRAW_LIMITS = {
  minimum: 1n,
  memberDaily: 5_000n,
  approvalAbove: 1_000n,
  coolingMs: 24 * 3_600_000,
  voucherSeconds: 30 * 60,
} as const

/** The platform account paid withdrawals settle into (what left the funding contract). */
export const WITHDRAWALS = 'withdrawals'
/** Seconds past a voucher's expiry before its amount is given back (blocks a little late still count). */
export const EXPIRY_GRACE_SECONDS = 5 * 60

/** What a withdrawal is judged against, read once per check. */
export type WithdrawalContext = {
  decimals: number
  available: bigint
  /** What the member has withdrawn or has under way today (UTC). */
  memberToday: bigint
  /** Frozen in withdrawals under way across the platform (review or issued, unpaid). */
  outstanding: bigint
  contract: { balance: bigint; dailyMax: bigint; dailyUsed: bigint }
  fundingWallet: string
  boundWallet: string | null
  /** When the member first named this address, if ever. */
  addressSince: Date | undefined
  now: Date
}

export type Judged = { amount: bigint | undefined; problems: string[] }

/**
 * Every reason a withdrawal of `amountText` to `address` cannot go ahead, in words for the member
 * (all of them at once, so the form can say each); none means it can.
 */
export function judgeWithdrawal(amountText: string, address: string, c: WithdrawalContext): Judged {
  const problems: string[] = []
  const unit = 10n ** BigInt(c.decimals)
  const usdt = (units: bigint) => `${formatUnits(units < 0n ? 0n : units, c.decimals, c.decimals)} USDT`
  const parsed = parseAmount(amountText, c.decimals, 'USDT')
  const amount = typeof parsed === 'bigint' ? parsed : undefined
  if (typeof parsed !== 'bigint') problems.push(parsed.message)
  if (!isWalletAddress(address)) problems.push(WALLET_ADDRESS_INVALID)
  else if (/^0x0{40}$/.test(address) || address.toLowerCase() === c.fundingWallet.toLowerCase()) {
    problems.push('That address cannot receive a withdrawal: enter your own wallet address')
  } else if (address.toLowerCase() !== c.boundWallet?.toLowerCase()) {
    const opens = new Date((c.addressSince ?? c.now).getTime() + WITHDRAW_LIMITS.coolingMs)
    if (opens > c.now) {
      problems.push(
        `This address is new to your account: withdrawals to it open at ${opens.toISOString().slice(0, 16).replace('T', ' ')} UTC (a 24-hour wait protects your balance)`,
      )
    }
  }
  if (amount === undefined) return { amount, problems }
  if (amount < WITHDRAW_LIMITS.minimum * unit)
    problems.push(`The minimum withdrawal is ${usdt(WITHDRAW_LIMITS.minimum * unit)}`)
  if (amount > c.available)
    problems.push(`Your available balance is ${usdt(c.available)}: enter at most that`)
  const memberLeft = WITHDRAW_LIMITS.memberDaily * unit - c.memberToday
  if (amount > memberLeft) {
    problems.push(
      `You can withdraw ${usdt(memberLeft)} more today (the limit is ${usdt(WITHDRAW_LIMITS.memberDaily * unit)} a day)`,
    )
  }
  const platformLeft = c.contract.dailyMax - c.contract.dailyUsed - c.outstanding
  if (amount > platformLeft) {
    problems.push(
      `The platform can pay out ${usdt(platformLeft)} more today: try a smaller amount, or tomorrow (UTC)`,
    )
  }
  const reserves = c.contract.balance - c.outstanding
  if (amount > reserves)
    problems.push(`The funding wallet can pay ${usdt(reserves)} right now: try a smaller amount`)
  return { amount, problems }
}
