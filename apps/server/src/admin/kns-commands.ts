import { listReservations, releaseName, reserveName } from '../modules/kns/reservations.ts'
import type { Db } from '../platform/db/database.ts'

/**
 * `kns reserve <label> <wallet> [--reason TEXT]`, `kns release <label>`, `kns list`: names kept for
 * one wallet, which registers them free (docs/kns.md "Reserved names"). Service refusals (a label
 * that breaks the name rules, not an address) throw ApiError; commands.ts shows them as usage errors.
 */
export async function knsCommand(
  db: Db,
  action: string | undefined,
  rest: string[],
  o: { reason?: string },
  usage: (message: string) => Error,
): Promise<string> {
  if (action === 'list') {
    const rows = await listReservations(db)
    return rows.length === 0 ? '(none)' : rows.map((r) => JSON.stringify(r)).join('\n')
  }
  const [label, wallet] = rest
  if (action === 'reserve') {
    if (!label || !wallet) throw usage('Give the name and the wallet it is kept for')
    const row = await reserveName(db, { label, wallet, note: o.reason })
    return `Reserved ${row.label}.kid for ${row.wallet}.`
  }
  if (action === 'release') {
    if (!label) throw usage('Give the name to release')
    return (await releaseName(db, label)) ? `Released ${label}.` : `${label} was not reserved.`
  }
  throw usage(`Unknown kns action: ${action ?? '(none)'}`)
}
