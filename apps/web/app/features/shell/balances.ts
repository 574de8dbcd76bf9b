import { BALANCE_TYPE } from '@kid/shared/bricks'

export type Balances = Partial<Record<'FAT' | 'FAH' | 'USDT' | 'CBK', string>>

const BY_TYPE: Record<number, keyof Balances> = {
  [BALANCE_TYPE.FAT]: 'FAT',
  [BALANCE_TYPE.FAH]: 'FAH',
  [BALANCE_TYPE.USDT]: 'USDT',
}

/**
 * The answer of GET userbrickslog/brickscount: a list of {brickstype, title, amount} (spec 000 §3;
 * 2 FAT, 3 FAH, 4 USDT) or one under `list`. Amounts are kept as the server's text: never a float.
 * CBK is read too, and stays hidden on the card.
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
    const { brickstype, title, amount } = item as { brickstype?: unknown; title?: unknown; amount?: unknown }
    const key =
      typeof title === 'string' && ['FAT', 'FAH', 'USDT', 'CBK'].includes(title.toUpperCase())
        ? (title.toUpperCase() as keyof Balances)
        : BY_TYPE[Number(brickstype)]
    if (key && (typeof amount === 'string' || typeof amount === 'number')) out[key] = String(amount)
  }
  return out
}
