/**
 * Integers of the chain as they travel: decimal strings (JSON numbers lose precision past 2^53),
 * parsed to bigint and bounded by the type the contract declares, so a value the chain, the
 * database or a Date cannot hold is refused here with a message instead of failing later.
 */
import { z } from 'zod'

export const UINT_INVALID = 'Not a whole number.'
export const UINT256_MAX = 2n ** 256n - 1n
export const UINT256_TOO_LARGE = 'The number is larger than 2^256 - 1.'
/** 9999-12-31T23:59:59Z: the last second a Date, PostgreSQL's timestamptz and a uint64 all hold. */
export const UNIX_SECONDS_MAX = 253_402_300_799n
export const TIME_OUT_OF_RANGE = 'The time is not a date before the year 10000 (seconds since 1970).'

/** A uint256 (wei, token id, 1155 amount, nonce): 0 to 2^256 - 1, no sign, no leading zeros. */
export const uint = z
  .string()
  .regex(/^(0|[1-9]\d{0,77})$/, { error: UINT_INVALID })
  .transform((value) => BigInt(value))
  .refine((value) => value <= UINT256_MAX, { error: UINT256_TOO_LARGE })

/** A time of the chain (uint64 seconds since 1970) that is also a valid date. */
export const unixSeconds = uint.refine((value) => value <= UNIX_SECONDS_MAX, { error: TIME_OUT_OF_RANGE })
