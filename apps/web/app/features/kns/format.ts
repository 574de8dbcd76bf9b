import { formatUnits } from '@kid/shared/format/units'
import type { KnsName, KnsPrice, KnsState } from '@kid/shared/kns/views'
import type { BadgeTone } from '../../ui/Badge.tsx'
import { ethOf } from '../launchpad/format.ts'

export { ethOf }

/** How each state reads on a badge. */
export const STATE_BADGE: Record<KnsState, { word: string; tone: BadgeTone }> = {
  available: { word: 'Available', tone: 'success' },
  registered: { word: 'Registered', tone: 'brand' },
  grace: { word: 'In grace period', tone: 'danger' },
  reserved: { word: 'Reserved', tone: 'neutral' },
}

/** A date as people read it: 'Mar 4, 2027'. */
export const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/** Whole days from now until `iso` (0 once past). */
export const daysUntil = (iso: string, now = Date.now()) =>
  Math.max(0, Math.ceil((Date.parse(iso) - now) / 86_400_000))

/** The line under a held name: when it ends, or until when its holder may still renew it. */
export function expiryLine(name: Pick<KnsName, 'state' | 'expiresAt' | 'graceEndsAt'>): string | null {
  if (name.state === 'registered' && name.expiresAt) return `Expires ${dayOf(name.expiresAt)}`
  if (name.state === 'grace' && name.graceEndsAt)
    return `Expired — its holder can renew it until ${dayOf(name.graceEndsAt)}`
  return null
}

/** A yearly price: '0.01 ETH / year (≈ $20)', the dollars only when a rate is known. */
export function yearlyText(price: Pick<KnsPrice, 'yearlyWei' | 'yearlyUsd'>): string {
  const usd = price.yearlyUsd === null ? '' : ` (≈ $${price.yearlyUsd})`
  return `${ethOf(price.yearlyWei)} / year${usd}`
}

/** A small amount to six decimals, for estimates: '0.000412 ETH', '< 0.000001 ETH'. */
export function approxEth(wei: bigint): string {
  const [whole = '0', fraction = ''] = formatUnits(wei, 18).split('.')
  const cut = fraction.slice(0, 6).replace(/0+$/, '')
  if (whole === '0' && !cut) return wei === 0n ? '0 ETH' : '< 0.000001 ETH'
  return `${whole}${cut ? `.${cut}` : ''} ETH`
}
