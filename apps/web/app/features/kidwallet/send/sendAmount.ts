import { formatUnits, parseUnits } from '@kid/shared/format/units'
import type { OnChainBalance } from '../onChainBalances.ts'

/** What the wallet holds of the token being sent: its symbol, decimals and balance (`amount`). */
export type SendToken = OnChainBalance

/** The amount typed, in the token's smallest unit, or the sentence that says what is wrong with it. */
export type AmountCheck = { units: bigint; problem?: undefined } | { units?: undefined; problem: string }

const DECIMAL = /^(\d+\.?\d*|\.\d+)$/

/** A balance or amount with every decimal: a limit the member is told must be exact. */
export const exactly = (units: bigint, token: Pick<SendToken, 'symbol' | 'decimals'>) =>
  `${formatUnits(units, token.decimals, token.decimals)} ${token.symbol}`

/** A fee in ETH, with enough places that a fee of a few gwei does not read as 0. */
export function ethFee(wei: bigint): string {
  const shown = formatUnits(wei, 18, 8)
  return shown === '0' && wei > 0n ? 'less than 0.00000001 ETH' : `${shown} ETH`
}

/** An amount as typed: a plain decimal with at most the token's decimals, above 0 and within the balance. */
export function checkAmount(text: string, token: SendToken): AmountCheck {
  const typed = text.trim()
  if (typed.startsWith('-')) return { problem: 'Enter an amount above 0.' }
  if (!DECIMAL.test(typed)) return { problem: 'Enter the amount as a number, like 1.5.' }
  let units: bigint
  try {
    units = parseUnits(typed, token.decimals)
  } catch {
    return { problem: `${token.symbol} has at most ${token.decimals} decimals.` }
  }
  if (units === 0n) return { problem: 'Enter an amount above 0.' }
  if (units > token.amount)
    return { problem: `That is more than your wallet holds: ${exactly(token.amount, token)}.` }
  return { units }
}

/**
 * The most that can be sent. Sending ETH also pays the fee in ETH, so Max keeps the fee back; it
 * waits (undefined) until the fee is known. A token's fee comes out of the ETH balance instead.
 */
export function maxAmount(token: SendToken, fee: bigint | undefined): bigint | undefined {
  if (token.symbol !== 'ETH') return token.amount
  if (fee === undefined) return undefined
  return token.amount > fee ? token.amount - fee : 0n
}

/** Whether the wallet's ETH pays the network fee on top of what is sent; the sentence when it does not. */
export function feeProblem(token: SendToken, units: bigint, fee: bigint, eth: bigint): string | undefined {
  const left = eth - (token.symbol === 'ETH' ? units : 0n)
  if (fee <= left) return undefined
  if (token.symbol === 'ETH' && fee < eth)
    return `With the network fee of up to ${ethFee(fee)}, you can send at most ${exactly(eth - fee, token)}.`
  return `The network fee is up to ${ethFee(fee)} and your wallet holds ${exactly(eth, { symbol: 'ETH', decimals: 18 })}: add ETH to pay for it.`
}
