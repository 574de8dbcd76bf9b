import { YEAR_SECONDS } from '@kid/contracts/kns/typedData'
import type { AutoRenewBody } from '@kid/shared/kns/calls'
import type { KnsAutoRenew, KnsAutoRenewal, KnsName } from '@kid/shared/kns/views'
import type { Page } from '@kid/shared/page'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { badRequest } from '../../platform/errors.ts'
import { type AutoRenewDeps, autoRenewAt, planAutoRenewal } from './autorenew-run.ts'
import { oraclePrice } from './price.ts'
import { KNS_REFUSED } from './rules.ts'
import { knsAutoRenew, knsAutoRenewal, knsName } from './tables.ts'

export const AUTORENEW_TEXT = {
  noRelayer: 'KID cannot renew names for you here: renew them yourself.',
} as const

/**
 * Auto-renew's setting (docs/kns.md "Auto-renew"): the holder switches it per name; it belongs to
 * the holder, so it counts only while they hold the name. The renewal itself is autorenew-run.ts.
 */
export function createAutoRenew(deps: AutoRenewDeps) {
  const walletOf = async (userId: number) => (await deps.members.byId(userId))?.wallet?.toLowerCase() ?? null

  /** The caller's name, refused unless they hold it. */
  async function heldBy(userId: number, label: string) {
    const wallet = await walletOf(userId)
    const [name] = await deps.db.select().from(knsName).where(eq(knsName.label, label))
    if (!name?.holder || !wallet || name.holder !== wallet) throw badRequest(KNS_REFUSED.notHolder)
    return { name, wallet }
  }

  async function view(userId: number, label: string): Promise<KnsAutoRenew> {
    const { name, wallet } = await heldBy(userId, label)
    const [[setting], [last], yearly, balances] = await Promise.all([
      deps.db
        .select()
        .from(knsAutoRenew)
        .where(and(eq(knsAutoRenew.tokenId, name.tokenId), eq(knsAutoRenew.holder, wallet))),
      deps.db
        .select()
        .from(knsAutoRenewal)
        .where(eq(knsAutoRenewal.tokenId, name.tokenId))
        .orderBy(desc(knsAutoRenewal.expiresAt))
        .limit(1),
      name.whitelisted
        ? 0n
        : oraclePrice(deps.chain, label, YEAR_SECONDS, deps.chain.deployment.contracts.usdt),
      deps.ledger.balances(userId),
    ])
    const on = setting !== undefined
    const at = autoRenewAt(name.expiresAt)
    return {
      label,
      offered: deps.relayer !== undefined,
      on,
      yearlyUsdt: yearly.toString(),
      decimals: deps.ledger.decimalsOf('usdt'),
      balance: (balances.usdt?.available ?? 0n).toString(),
      renewsAt: on && at > deps.now() ? at.toISOString() : null,
      last: last ? lastOf(last) : null,
    }
  }

  return {
    /** Whether the platform can renew names for members (it has a relayer). */
    offered: deps.relayer !== undefined,
    view,
    /** POST autorenew: the holder switches it; on needs a relayer and a name that has not expired. */
    async set(userId: number, body: AutoRenewBody): Promise<KnsAutoRenew> {
      const { name, wallet } = await heldBy(userId, body.domain)
      if (!body.on) {
        await deps.db
          .delete(knsAutoRenew)
          .where(and(eq(knsAutoRenew.tokenId, name.tokenId), eq(knsAutoRenew.holder, wallet)))
        return view(userId, body.domain)
      }
      if (!deps.relayer) throw badRequest(AUTORENEW_TEXT.noRelayer)
      if (name.expiresAt <= deps.now()) throw badRequest(KNS_REFUSED.expired)
      const row = { tokenId: name.tokenId, holder: wallet, userId, createdAt: deps.now() }
      await deps.db
        .insert(knsAutoRenew)
        .values(row)
        .onConflictDoUpdate({ target: knsAutoRenew.tokenId, set: row })
      // Switched on after this expiry's planned run (within 7 days of it): it runs now instead.
      await planAutoRenewal(deps.jobs, undefined, name, deps.now())
      return view(userId, body.domain)
    },
    /** list/state: marks the caller's names that KID auto-renews. */
    async tag(userId: number, page: Page<KnsName>): Promise<Page<KnsName>> {
      const wallet = await walletOf(userId)
      const ids = page.list.map((n) => n.tokenId)
      if (!wallet || ids.length === 0) return page
      const on = new Set(
        (
          await deps.db
            .select({ tokenId: knsAutoRenew.tokenId })
            .from(knsAutoRenew)
            .where(and(inArray(knsAutoRenew.tokenId, ids), eq(knsAutoRenew.holder, wallet)))
        ).map((r) => r.tokenId),
      )
      return { ...page, list: page.list.map((n) => ({ ...n, autoRenew: on.has(n.tokenId) })) }
    },
  }
}

export type AutoRenew = ReturnType<typeof createAutoRenew>

function lastOf(row: typeof knsAutoRenewal.$inferSelect): KnsAutoRenewal {
  return {
    expiresAt: row.expiresAt.toISOString(),
    status: row.status as KnsAutoRenewal['status'],
    note: row.note,
    txHash: row.txHash,
    at: row.updatedAt.toISOString(),
  }
}
