/**
 * The ledger's currencies (docs/ledger.md): the spending balances of spec 000 §3 (brickstype 2 FAT,
 * 3 FAH, 4 USDT) and the bricks (brickstype 1 cbk 'CBK', 2 gbk 'KF3', 3 knc 'KFC'). The two lists
 * number their types independently, so the ledger names a currency by its code, never by a type.
 * Amounts are integers in the currency's smallest unit; `decimals` places the point for people.
 */
import { BALANCE_TYPE, BRICK_TYPES } from './bricks.ts'
import { parseUnits } from './format/units.ts'

export type CurrencyKind = 'balance' | 'brick'

export type Currency = {
  code: CurrencyCode
  kind: CurrencyKind
  brickstype: number
  title: string
}

export const CURRENCIES = [
  { code: 'fat', kind: 'balance', brickstype: BALANCE_TYPE.FAT, title: 'FAT' },
  { code: 'fah', kind: 'balance', brickstype: BALANCE_TYPE.FAH, title: 'FAH' },
  { code: 'usdt', kind: 'balance', brickstype: BALANCE_TYPE.USDT, title: 'USDT' },
  ...BRICK_TYPES.map((b) => ({
    code: b.code,
    kind: 'brick' as const,
    brickstype: b.brickstype,
    title: b.title,
  })),
] as const satisfies readonly { code: string; kind: CurrencyKind; brickstype: number; title: string }[]

export type CurrencyCode = 'fat' | 'fah' | 'usdt' | 'cbk' | 'gbk' | 'knc'
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as readonly CurrencyCode[]

export function currencyOf(code: string): Currency | undefined {
  return CURRENCIES.find((c) => c.code === code)
}

/** A spending balance by its brickstype (2 FAT, 3 FAH, 4 USDT). */
export function balanceCurrency(brickstype: number): Currency | undefined {
  return CURRENCIES.find((c) => c.kind === 'balance' && c.brickstype === brickstype)
}

/** A brick by its brickstype (1 CBK, 2 KF3, 3 KFC). */
export function brickCurrency(brickstype: number): Currency | undefined {
  return CURRENCIES.find((c) => c.kind === 'brick' && c.brickstype === brickstype)
}

/** Why a typed amount cannot be used, in words for a person. */
export type AmountProblem = { message: string }

/**
 * "12.5" of a currency with 6 places → 12500000n. Refuses, in words for a person, what could be
 * mistyped: signs, exponents, spaces, more places than the currency has, zero. Never a float.
 */
export function parseAmount(text: string, decimals: number, title: string): bigint | AmountProblem {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) {
    return { message: `Enter the ${title} amount as a positive number, such as 12.5` }
  }
  let units: bigint
  try {
    units = parseUnits(text, decimals)
  } catch {
    return {
      message:
        decimals === 0
          ? `${title} is counted in whole units: enter a whole number`
          : `${title} has at most ${decimals} decimal places`,
    }
  }
  return units === 0n ? { message: `Enter an amount of ${title} above zero` } : units
}

/**
 * The platform account that auto-renewed .kid names are paid to (docs/kns.md "Auto-renew"). Its
 * USDT never leaves the funding contract (the relayer pays the registry in ETH), so reconciliation
 * counts it among what the contract holds.
 */
export const KNS_AUTORENEW_RENEWALS = 'kns-renewals'
