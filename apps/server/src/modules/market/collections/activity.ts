import type { ActivityView, WalletMember } from '@kid/shared/market/views'
import { type Page, toPage } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Member } from '../../account/index.ts'
import { kidNamesIn, kidNamesOf } from '../../kns/index.ts'
import type { MarketReads } from '../deps.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketItem } from '../tables/item.ts'

/**
 * A purchase's transaction emits the token's Transfer and the exchange's fill: both are indexed
 * (owners and balances are rebuilt from the transfer rows after a reorg, so it must stay), but
 * people see the trade once, as its Sale. The probe walks the item's own activity index; the
 * always-true `s.id <> id` keeps Postgres from hashing every sale of the platform instead
 * (it hashes an EXISTS whose outer references are all equalities: 70 ms at 30,000 sales).
 */
const notPartOfASale = sql`not (${marketActivity.kind} = 'transfer' and exists (
  select 1 from market_activity s
  where s.item_id = ${marketActivity.itemId} and s.tx_hash = ${marketActivity.txHash} and s.kind = 'sale'
    and s.id <> ${marketActivity.id}))`

/**
 * Activity rows (collection/open/activity, item/open/activity, creators), newest first, with the
 * members behind their wallets and their .kid names. The page is cut before the item names are
 * joined, so a wallet's thousand rows never meet the other tables; the page's members and names
 * come in one batched lookup each.
 */
export async function listActivity(
  { db, members, kidNames }: MarketReads,
  where: SQL,
  q: PageQuery,
): Promise<Page<ActivityView>> {
  const page = db
    .select()
    .from(marketActivity)
    .where(and(where, notPartOfASale))
    .orderBy(desc(marketActivity.id))
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
    .as('page')
  const rows = await db
    .select()
    .from(page)
    .innerJoin(marketItem, eq(marketItem.id, page.itemId))
    .orderBy(desc(page.id))
  const wallets = rows.flatMap(({ page: a }) => [a.fromAddress, a.toAddress]).filter((w) => w !== null)
  const [byWallet, names] = await Promise.all([members.byWallets(wallets), kidNamesOf(kidNames, wallets)])
  const list = rows.map(({ page: a, market_item: { name: itemName } }) => ({
    id: a.id,
    itemId: a.itemId,
    itemName,
    collectionId: a.collectionId,
    kind: a.kind as ActivityView['kind'],
    from: a.fromAddress,
    to: a.toAddress,
    amount: String(a.amount),
    priceWei: a.priceWei === null ? null : String(a.priceWei),
    currency: a.currency,
    txHash: a.txHash,
    createdAt: a.createdAt.toISOString(),
    members: [memberOf(a.fromAddress, byWallet), memberOf(a.toAddress, byWallet)].filter(
      (m) => m !== undefined,
    ),
    kidNames: kidNamesIn(names, [a.fromAddress, a.toAddress]),
  }))
  return toPage(list, q)
}

/** The member a side's wallet is bound to, when there is one. */
export function memberOf(address: string | null, byWallet: Map<string, Member>): WalletMember | undefined {
  const member = address ? byWallet.get(address.toLowerCase()) : undefined
  return address && member
    ? { address, userId: member.id, username: member.username, avatar: member.headimgurl }
    : undefined
}
