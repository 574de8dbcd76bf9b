// The withdrawal calls' input (spec 000 §7 token/withdraw, userwithdrawalshare), checked by the server.
import type { Address, Hex } from 'viem'
import { z } from 'zod'

/** Where the withdrawal calls live (the spec puts them under the community service). */
export const WITHDRAW_BASE = '/api/communityservice/token/withdraw'
export const WITHDRAW_SHARE_PATH = '/api/communityservice/userwithdrawalshare/getshareinfo'

/**
 * An amount as a person types it ("12.5", in USDT) and a destination; the server says in words what
 * is wrong with either (checkwithdrawal lists every reason). `requestid` makes a retried save answer
 * the first one.
 */
export const withdrawBody = z.object({
  amount: z.union([z.string().max(80), z.number()]).transform(String),
  address: z.string().trim().max(100),
  requestid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'The request id is 8 to 64 letters, digits, - or _' })
    .optional(),
})
export type WithdrawBody = z.infer<typeof withdrawBody>

export const withdrawIdQuery = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

export const networkFeeQuery = z.object({ chainId: z.coerce.number().int().positive().optional() })

/** A withdrawal's voucher as the withdrawal views answer it: what the funding contract's `withdraw` takes. */
export type Voucher = {
  contract: Address
  dest: Address
  amount: string
  expired: number
  serial: number
  signature: Hex
}
