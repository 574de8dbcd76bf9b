import type { Option } from '@kid/contracts/market/typedData'

export const OPTION_TEXT = {
  price: 'The price must be more than 0.',
  amount: 'An ERC-721 item is listed one at a time; an ERC-1155 listing needs at least one copy.',
  times: 'The end time must be after the start time.',
  expired: 'The listing has already ended; choose a later end time.',
  farFuture: 'The end time is too far in the future.',
  channel: 'This listing kind does not match the collection (ERC-721 or ERC-1155).',
  auctionWindow: 'An auction must run for at least 15 minutes.',
} as const

/** Year 9999: anything later is no date a person meant, and would not fit a database timestamp. */
const LATEST = 253_402_300_799n
const AUCTION_MIN_SECONDS = 15n * 60n

/**
 * What can be judged from the option alone (the Exchange would refuse it, or it is not a sale a
 * person meant): the first broken rule's message, or undefined.
 */
export function optionRuleBroken(o: Option, standard: number, now: bigint): string | undefined {
  if (o.price <= 0n) return OPTION_TEXT.price
  if (((o.channel & 2) !== 0) !== (standard === 1155)) return OPTION_TEXT.channel
  if (standard === 721 ? o.amount !== 1n : o.amount < 1n) return OPTION_TEXT.amount
  if (o.endTime <= o.startTime) return OPTION_TEXT.times
  if (o.endTime <= now) return OPTION_TEXT.expired
  if (o.endTime > LATEST) return OPTION_TEXT.farFuture
  if ((o.channel & 1) !== 0 && o.endTime - (o.startTime > now ? o.startTime : now) < AUCTION_MIN_SECONDS)
    return OPTION_TEXT.auctionWindow
  return undefined
}

export const toDate = (seconds: bigint) => new Date(Number(seconds) * 1000)
export const toSeconds = (date: Date) => BigInt(Math.floor(date.getTime() / 1000))
