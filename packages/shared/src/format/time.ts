/**
 * Dates and relative times (spec 000 §9, 001 §9).
 *
 * Everything formats in UTC unless `offsetMinutes` (minutes east of UTC) is given: the
 * server renders the first page and the browser hydrates it, and formatting in each
 * machine's own zone would make the two disagree. A caller that knows the viewer's zone
 * passes it, e.g. `-new Date().getTimezoneOffset()` in the browser after hydration.
 * `now` is a parameter so the server, the client and the tests share one clock reading.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** The spec counts "under 1 month" without a calendar; we take a month as 30 days. */
export const MONTH_MS = 30 * DAY

export type TimeInput = number | string | Date
export type ZoneOptions = { offsetMinutes?: number }
export type AgoOptions = ZoneOptions & { now?: number }

export class InvalidTimeError extends Error {
  override readonly name = 'InvalidTimeError'
  constructor(input: unknown) {
    super(`Not a timestamp or date: ${String(input)}`)
  }
}

/**
 * Milliseconds since the epoch. A 10-digit number is seconds (spec: "a 10-digit
 * timestamp is seconds"); anything else numeric is already milliseconds. Digit strings
 * count as numbers; other strings must be ISO dates.
 */
export function toMillis(input: TimeInput): number {
  if (input instanceof Date) return check(input.getTime(), input)
  const numeric = typeof input === 'number' || /^\d+(\.\d+)?$/.test(input.trim())
  if (!numeric) return check(Date.parse(input), input)
  const value = check(Number(input), input)
  return Math.trunc(Math.abs(value)).toString().length === 10 ? value * SECOND : value
}

function check(value: number, input: unknown): number {
  if (!Number.isFinite(value)) throw new InvalidTimeError(input)
  return value
}

function parts(input: TimeInput, offsetMinutes = 0) {
  const d = new Date(toMillis(input) + offsetMinutes * MINUTE)
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    MMM: MONTHS[d.getUTCMonth()] ?? '',
    DD: pad(d.getUTCDate()),
    YYYY: String(d.getUTCFullYear()),
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  }
}

/** 'MMM DD, YYYY HH:mm:ss', e.g. 'Jan 05, 2024 13:04:09' (the spec's date display). */
export function formatDateTime(input: TimeInput, options: ZoneOptions = {}): string {
  const p = parts(input, options.offsetMinutes)
  return `${p.MMM} ${p.DD}, ${p.YYYY} ${p.time}`
}

/** 'MMM, DD YYYY', e.g. 'Jan, 05 2024' (the notification popup's date, 001 §9). */
export function formatNoticeDate(input: TimeInput, options: ZoneOptions = {}): string {
  const p = parts(input, options.offsetMinutes)
  return `${p.MMM}, ${p.DD} ${p.YYYY}`
}

/** 'MMM DD,YYYY', e.g. 'Jan 05,2024': quoted as the spec writes it, without a space after the comma. */
export function formatShortDate(input: TimeInput, options: ZoneOptions = {}): string {
  const p = parts(input, options.offsetMinutes)
  return `${p.MMM} ${p.DD},${p.YYYY}`
}

/** '1 hour ago' but '2 hours ago': singular only for exactly one. */
function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`
}

/** Time since `input`; a timestamp in the future (clock skew) counts as just now. */
function elapsed(input: TimeInput, now: number): number {
  return Math.max(0, now - toMillis(input))
}

/**
 * Relative time, form 1 (000 §9). The spec's ladder names seconds, hours and days; we
 * read "under 1 minute '1 second ago'" as the floor (never '0 seconds ago') and fill
 * the minute step it skips, so a 5-minute-old post does not read '0 hours ago':
 * 0–1 s '1 second ago'; under 60 s 'N seconds ago'; under 60 min 'N minutes ago';
 * under 24 h 'N hours ago'; under 30 days 'N days ago'; else 'MMM DD,YYYY'.
 */
export function formatTimeAgo(input: TimeInput, options: AgoOptions = {}): string {
  const ms = elapsed(input, options.now ?? Date.now())
  if (ms < MINUTE) return ago(Math.max(1, Math.floor(ms / SECOND)), 'second')
  if (ms < HOUR) return ago(Math.floor(ms / MINUTE), 'minute')
  if (ms < DAY) return ago(Math.floor(ms / HOUR), 'hour')
  if (ms < MONTH_MS) return ago(Math.floor(ms / DAY), 'day')
  return formatShortDate(input, options)
}

/**
 * Relative time, form 2 (000 §9, 001 §9): under 60 min 'N mins ago' (at least
 * '1 min ago'); under 24 h hours; under 30 days days; under 60 days '1 month ago';
 * older shows the full date display 'MMM DD, YYYY HH:mm:ss'.
 */
export function formatTimeAgoMins(input: TimeInput, options: AgoOptions = {}): string {
  const ms = elapsed(input, options.now ?? Date.now())
  if (ms < HOUR) return ago(Math.max(1, Math.floor(ms / MINUTE)), 'min')
  if (ms < DAY) return ago(Math.floor(ms / HOUR), 'hour')
  if (ms < MONTH_MS) return ago(Math.floor(ms / DAY), 'day')
  if (ms < 2 * MONTH_MS) return '1 month ago'
  return formatDateTime(input, options)
}
