import { formatUnits } from '@kid/shared/format/units'

/** A price in wei as ETH ('0.01 ETH'; 'Free' at zero). */
export const ethOf = (wei: string | bigint) =>
  BigInt(wei) === 0n ? 'Free' : `${formatUnits(BigInt(wei), 18)} ETH`

/** Unix seconds as the spec's time display, MMM DD, YYYY HH:mm in the reader's zone. */
export const dateOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
