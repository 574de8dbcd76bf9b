import { BALANCE_TYPE } from '@kid/shared/bricks'
import { formatUnits } from '@kid/shared/format/units'

export type Balances = Partial<Record<'FAT' | 'FAH' | 'USDT' | 'CBK', string>>

const BY_TYPE: Record<number, keyof Balances> = {
  [BALANCE_TYPE.FAT]: 'FAT',
  [BALANCE_TYPE.FAH]: 'FAH',
  [BALANCE_TYPE.USDT]: 'USDT',
}

/**
 * The answer of GET userbrickslog/brickscount: a list of {brickstype, title, amount, decimals} (spec
 * 000 §3; 2 FAT, 3 FAH, 4 USDT; docs/ledger.md) or one under `list`. An amount comes as an integer
 * in the smallest unit and is shown with its `decimals` (4 places at most), never through a float.
 * The title names the entry; the type only when there is none, because bricks reuse the numbers
 * (KF3 is brick type 2, FAT balance type 2). CBK is read too, and stays hidden on the card.
 */
export function readBalances(data: unknown): Balances {
  const list = Array.isArray(data)
    ? data
    : Array.isArray((data as { list?: unknown })?.list)
      ? (data as { list: unknown[] }).list
      : []
  const out: Balances = {}
  for (const item of list) {
    if (!item || typeof item !== 'object') continue
    const { brickstype, title, amount, decimals } = item as {
      brickstype?: unknown
      title?: unknown
      amount?: unknown
      decimals?: unknown
    }
    const named = typeof title === 'string' ? title.toUpperCase() : undefined
    const key = named
      ? (['FAT', 'FAH', 'USDT', 'CBK'] as const).find((token) => token === named)
      : BY_TYPE[Number(brickstype)]
    if (!key || (typeof amount !== 'string' && typeof amount !== 'number')) continue
    out[key] =
      typeof decimals === 'number' && /^\d+$/.test(String(amount))
        ? formatUnits(BigInt(amount), decimals)
        : String(amount)
  }
  return out
}
