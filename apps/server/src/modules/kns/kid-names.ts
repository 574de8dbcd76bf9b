import type { KidName } from '@kid/shared/market/views'
import type { DefaultNames } from './default-names.ts'

/** The .kid default names of an answer's wallets, by lower-case wallet: agreeing names only. */
export type KidNames = ReadonlyMap<string, KidName>

/**
 * Every wallet an answer lists, named in one batched, cached lookup (the kns service's
 * `defaults.many`), never one per row. A wallet counts only while its forward and reverse records
 * agree; the rest are left out. Without the kns module (no chain) no wallet has a name.
 */
export async function kidNamesOf(
  defaults: DefaultNames | undefined,
  wallets: readonly (string | null)[],
): Promise<KidNames> {
  const wanted = wallets.filter((w) => w !== null)
  if (!defaults || wanted.length === 0) return new Map()
  const found = await defaults.many(wanted)
  return new Map(
    [...found.values()].flatMap((d) =>
      d.name ? [[d.wallet, { address: d.wallet, name: d.name, avatar: d.avatar }] as const] : [],
    ),
  )
}

/** The names of a row's wallets (an event's sides, a bidder), each once. */
export function kidNamesIn(names: KidNames, wallets: readonly (string | null)[]): KidName[] {
  const rowWallets = new Set(wallets.flatMap((w) => (w ? [w.toLowerCase()] : [])))
  return [...rowWallets].flatMap((w) => names.get(w) ?? [])
}

/** The one wallet's name (a creator's), or null. */
export const kidNameOf = (names: KidNames, wallet: string): KidName | null =>
  names.get(wallet.toLowerCase()) ?? null
