/**
 * Display of counts, volumes and percentages (spec 000 §5, §9; 001 §5, §9). These take
 * JavaScript numbers because they only ever display statistics; token amounts are
 * bigint and go through ./units.ts instead. No digit grouping anywhere: the spec's own
 * example is '>100000', not '>100,000'.
 */

/** Largest first, so the first unit the value is above wins. */
const UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const

/** Above this a number shows as '>100000' (spec: "above 1e5 shows '>100000'"). */
export const DISPLAY_LIMIT = 100_000

function fixed(value: number, min: number, max: number): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    useGrouping: false,
    signDisplay: 'negative',
  }).format(value)
}

/** Numbers too small to abbreviate: as they are, at most two decimals. */
function plain(value: number): string {
  return fixed(value, 0, 2)
}

/**
 * 'K' above 1e3, 'M' above 1e6, 'B' above 1e9, 'T' above 1e12, always two decimals.
 * "Above" is strict as the spec says, so 1000 stays '1000' and 1001 is '1.00K'. A value
 * that would round to 1000.00 of one unit is shown in the next (999999 is '1.00M', not
 * '1000.00K').
 */
export function formatAbbreviated(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const abs = Math.abs(value)
  const sign = value < 0 ? '-' : ''
  const index = UNITS.findIndex((unit) => abs > unit.size)
  if (index < 0) return plain(value)
  const bigger = UNITS[index - 1]
  const unit = UNITS[index] as (typeof UNITS)[number]
  if (bigger && Number(fixed(abs / unit.size, 2, 2)) >= 1000) {
    return `${sign}${fixed(abs / bigger.size, 2, 2)}${bigger.suffix}`
  }
  return `${sign}${fixed(abs / unit.size, 2, 2)}${unit.suffix}`
}

/** The other abbreviation: lowercase 'k' with one decimal above 1e3 ('1.5k'); no larger units. */
export function formatThousands(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  if (Math.abs(value) <= 1e3) return plain(value)
  return `${fixed(value / 1e3, 1, 1)}k`
}

/**
 * A percentage, given in percent units (12.5 means 12.5%). "Two decimals beyond 100"
 * is read as: always two decimals, and values beyond 100 are neither capped at 100%
 * nor abbreviated ('250.00%', '12345.68%').
 */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  return `${fixed(value, 2, 2)}%`
}

/** Up to 1e5 as is (at most two decimals), above it '>100000'. */
export function formatLimited(value: number): string {
  if (value > DISPLAY_LIMIT) return `>${DISPLAY_LIMIT}`
  return plain(value)
}
