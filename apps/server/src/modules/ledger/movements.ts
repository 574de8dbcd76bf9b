import type { CurrencyCode } from '@kid/shared/ledger'
import { badRequest } from '../../platform/errors.ts'
import type { Leg, Movement, Party } from './post.ts'

/** What every movement says about itself; the legs are built from the rest. */
export type About = Omit<Movement, 'legs'>
type Amount = { currency: CurrencyCode; amount: bigint }

function positive(amount: bigint): bigint {
  if (typeof amount !== 'bigint' || amount <= 0n) throw badRequest('An amount moved is above zero')
  return amount
}

/** `amount` from one party's available balance to another's. */
export function transferLegs({ currency, amount, from, to }: Amount & { from: Party; to: Party }): Leg[] {
  const n = positive(amount)
  return [
    { party: from, currency, bucket: 'available', amount: -n },
    { party: to, currency, bucket: 'available', amount: n },
  ]
}

/** Sets a member's amount aside (a withdrawal under way): it stays theirs but cannot be spent. */
export function freezeLegs({ currency, amount, userId }: Amount & { userId: number }): Leg[] {
  const n = positive(amount)
  return [
    { party: { userId }, currency, bucket: 'available', amount: -n },
    { party: { userId }, currency, bucket: 'frozen', amount: n },
  ]
}

/** Gives a frozen amount back to the member's available balance (the withdrawal did not happen). */
export function releaseLegs({ currency, amount, userId }: Amount & { userId: number }): Leg[] {
  return freezeLegs({ currency, amount, userId }).map((leg) => ({ ...leg, amount: -leg.amount }))
}

/** Pays a frozen amount out to a platform account (the withdrawal happened). */
export function settleLegs({ currency, amount, userId, to }: Amount & { userId: number; to: string }): Leg[] {
  const n = positive(amount)
  return [
    { party: { userId }, currency, bucket: 'frozen', amount: -n },
    { party: { platform: to }, currency, bucket: 'available', amount: n },
  ]
}
