/**
 * Token amounts as text and back (design §1: money is bigint in the token's smallest
 * unit end to end, never a float). Display rounds half away from zero at `maxFraction`
 * digits, the spec's "price rounding 4 decimals by default" (000 §9, 001 §5).
 */

export class UnitsError extends Error {
  override readonly name = 'UnitsError'
}

/** The spec's default price rounding; also the default display precision of amounts. */
export const PRICE_DECIMALS = 4

/** 'maximum-ETH display caps at 1e8' (000 §5): 1e8 whole ETH, in wei. */
export const MAX_ETH_DISPLAY_WEI = 100_000_000n * 10n ** 18n

function checkDigits(name: string, value: number): bigint {
  if (!Number.isInteger(value) || value < 0 || value > 255) {
    throw new UnitsError(`${name} must be an integer from 0 to 255, got ${value}`)
  }
  return BigInt(value)
}

/** `formatUnits(1234567n, 6)` is '1.2346'; trailing zeros are dropped ('1.5', '2'). */
export function formatUnits(value: bigint, decimals: number, maxFraction = PRICE_DECIMALS): string {
  const scale = checkDigits('decimals', decimals)
  const keep = checkDigits('maxFraction', maxFraction) < scale ? BigInt(maxFraction) : scale
  const negative = value < 0n
  let units = negative ? -value : value
  if (keep < scale) {
    const step = 10n ** (scale - keep)
    const rest = units % step
    units = units / step + (rest * 2n >= step ? 1n : 0n)
  }
  const base = 10n ** keep
  const whole = (units / base).toString()
  const fraction = keep === 0n ? '' : (units % base).toString().padStart(Number(keep), '0').replace(/0+$/, '')
  const text = fraction ? `${whole}.${fraction}` : whole
  return negative && units !== 0n ? `-${text}` : text
}

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * Parses a decimal such as '1.5' into the smallest unit: `parseUnits('1.5', 6)` is
 * 1500000n. Throws UnitsError for anything else (empty, exponent, grouping, spaces
 * inside) and for more fraction digits than the token has, rather than rounding an
 * amount the user typed.
 */
export function parseUnits(text: string, decimals: number): bigint {
  const scale = Number(checkDigits('decimals', decimals))
  const match = DECIMAL.exec(text.trim())
  const [, sign = '', whole = '', rawFraction = ''] = match ?? []
  if (!match || (whole === '' && rawFraction === '')) {
    throw new UnitsError(`Not a decimal amount: '${text}'`)
  }
  const fraction = rawFraction.replace(/0+$/, '')
  if (fraction.length > scale) {
    throw new UnitsError(`'${text}' has more than ${scale} decimal places`)
  }
  const units = BigInt(`${whole || '0'}${fraction.padEnd(scale, '0')}`)
  return sign ? -units : units
}

/**
 * A price rounded for display, 4 decimals unless told otherwise: '1.23456' is '1.2346'.
 * Decimal strings are rounded exactly; numbers (prices that arrive as JSON floats) go
 * through Intl, which rounds their shortest decimal form.
 */
export function roundPrice(value: string | number, places = PRICE_DECIMALS): string {
  if (typeof value === 'string') {
    const digits = value.trim().split('.')[1]?.length ?? 0
    return formatUnits(parseUnits(value, digits), digits, places)
  }
  if (!Number.isFinite(value)) throw new UnitsError(`Not a price: ${value}`)
  checkDigits('places', places)
  return new Intl.NumberFormat('en-US', {
    maximumFractionDigits: places,
    useGrouping: false,
    signDisplay: 'negative',
  }).format(value)
}

/** An amount in wei for display, held at the 1e8 ETH cap. */
export function capEthDisplay(wei: bigint): bigint {
  return wei > MAX_ETH_DISPLAY_WEI ? MAX_ETH_DISPLAY_WEI : wei
}
