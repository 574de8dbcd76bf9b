import type { KnsRecords, KnsTextKey } from '@kid/shared/kns/views'
import { KNS_TEXT_KEYS } from '@kid/shared/kns/views'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import type { DefaultNames } from './default-names.ts'
import { knsAddr, knsText } from './tables.ts'

/**
 * The records a name's holder set (the resolver keeps them per holder, and so does the mirror):
 * its address record, the text records the product shows, and whether it is the holder's agreeing
 * default name — what the name's page shows and its manage form starts from.
 */
export async function recordsOf(
  db: Db,
  defaults: DefaultNames,
  name: { tokenId: string; holder: string },
): Promise<KnsRecords> {
  const { tokenId, holder } = name
  const [[addr], texts, chosen] = await Promise.all([
    db
      .select({ addr: knsAddr.addr })
      .from(knsAddr)
      .where(and(eq(knsAddr.tokenId, tokenId), eq(knsAddr.holder, holder))),
    db
      .select({ key: knsText.key, value: knsText.value })
      .from(knsText)
      .where(
        and(
          eq(knsText.tokenId, tokenId),
          eq(knsText.holder, holder),
          inArray(knsText.key, [...KNS_TEXT_KEYS]),
        ),
      ),
    defaults.one(holder),
  ])
  return {
    addr: addr?.addr ?? null,
    texts: Object.fromEntries(texts.map((t) => [t.key as KnsTextKey, t.value])),
    isDefault: chosen.tokenId === tokenId,
  }
}
