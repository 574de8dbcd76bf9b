import { CURRENCIES, type CurrencyCode } from '@kid/shared/ledger'
import type { BalanceEntry } from '@kid/shared/realtime/events'
import type { Balances } from './balances.ts'

/**
 * GET userbrickslog/brickscount: every currency the member can hold, spending balances first (000
 * §3 "Balance item": brickstype 2 FAT, 3 FAH, 4 USDT), then bricks (001 §3 "Brick balance entry":
 * brickstype 1 cbk CBK, 2 gbk KF3, 3 knc KFC). The two lists share type numbers, so each entry
 * carries its `code` too. Amounts are integer strings in the smallest unit: amount = available +
 * freeze. Every type is always listed (a missing type would read as 0 anyway, 001 §3).
 */
export function bricksCount(balances: Balances, decimalsOf: (code: CurrencyCode) => number): BalanceEntry[] {
  return CURRENCIES.map(({ code, kind, brickstype, title }) => {
    const { available, frozen } = balances[code]
    return {
      brickstype,
      code,
      kind,
      title,
      decimals: decimalsOf(code),
      amount: (available + frozen).toString(),
      available: available.toString(),
      freeze: frozen.toString(),
    }
  })
}
