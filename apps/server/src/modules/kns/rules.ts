import { GRACE_SECONDS, YEAR_SECONDS } from '@kid/contracts/kns/typedData'

/** The registry's grace period in milliseconds, for the mirror's dates. */
export const GRACE_MS = Number(GRACE_SECONDS) * 1000

/** A registration or renewal signature is good for this long: enough to confirm in a wallet. */
export const SIGNATURE_TTL_SECONDS = 600n

export const yearsToSeconds = (years: number): bigint => BigInt(years) * YEAR_SECONDS

/** The kid calls' refusals (ours: the spec gives no texts for them). */
export const KNS_REFUSED = {
  taken: 'This name is taken.',
  grace: 'This name has expired and is in its grace period: only its holder can renew it.',
  reserved: 'This name is reserved.',
  notRegistered: 'This name is not registered.',
  graceHolderOnly: 'Only the holder can renew a name in its grace period.',
  notHolder: 'Only the holder of this name can change it.',
  expired: 'This name has expired: renew it first.',
  selfTransfer: 'This wallet already holds the name.',
  duplicate: 'Each name can be renewed once per request.',
} as const
