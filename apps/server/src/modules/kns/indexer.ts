import { and, eq, ne } from 'drizzle-orm'
import { zeroAddress } from 'viem'
import { afterCommit } from '../../platform/db/after-commit.ts'
import type { Tx } from '../../platform/db/database.ts'
import { type ChainEvent, type ChainModule, storedEvents } from '../chain/index.ts'
import { knsAddr, knsAutoRenew, knsDefault, knsName, knsText } from './tables.ts'

/** What the indexer tells the rest of the module: a name's expiry moved, caches must forget. */
export type IndexerHooks = {
  /** In the event's transaction: a name now expires at `expiresAt` (reminders are planned here). */
  expiryMoved(tx: Tx, name: { tokenId: string; label: string; expiresAt: Date }): Promise<void>
  /** After the commit: default names may have changed. */
  changed(): void
}

const KINDS = ['REGISTRY', 'RESOLVER'] as const
const lower = (value: unknown) => String(value).toLowerCase()
const seconds = (value: unknown) => new Date(Number(value) * 1000)

/**
 * Applies one REGISTRY or RESOLVER event to the mirror tables. Every write to them is an upsert or
 * a set to the event's value, so an event applied twice, or all of them again in order after a
 * reorg (`replay`), leaves the same rows.
 */
export async function applyKnsEvent(
  hooks: IndexerHooks,
  event: ChainEvent,
  tx: Tx,
  { replay } = { replay: false },
): Promise<void> {
  const a = event.args
  switch (event.eventName) {
    case 'NameRegistered': {
      const row = {
        tokenId: String(a.tokenId),
        label: String(a.label),
        holder: lower(a.owner),
        expiresAt: seconds(a.expiration),
        whitelisted: Boolean(a.whitelisted),
      }
      await tx.insert(knsName).values(row).onConflictDoUpdate({ target: knsName.tokenId, set: row })
      await hooks.expiryMoved(tx, row)
      break
    }
    case 'NameRenewed': {
      const [row] = await tx
        .update(knsName)
        .set({ expiresAt: seconds(a.expiration) })
        .where(eq(knsName.tokenId, String(a.tokenId)))
        .returning()
      if (row) await hooks.expiryMoved(tx, row)
      break
    }
    case 'Transfer': {
      // A first mint comes before its NameRegistered, which writes the row with its holder.
      const tokenId = String(a.tokenId)
      const to = lower(a.to)
      await tx
        .update(knsName)
        .set({ holder: to === zeroAddress ? null : to })
        .where(eq(knsName.tokenId, tokenId))
      // A transfer ends the last holder's auto-renew for good, so the name coming back to them
      // does not bring it back. Not on a replay: a transfer replayed after a reorg may be older
      // than the setting of a holder who got the name back since.
      if (!replay)
        await tx
          .delete(knsAutoRenew)
          .where(and(eq(knsAutoRenew.tokenId, tokenId), ne(knsAutoRenew.holder, to)))
      break
    }
    case 'AddrChanged': {
      const row = { tokenId: String(a.tokenId), holder: lower(a.holder), addr: lower(a.addr) }
      await tx
        .insert(knsAddr)
        .values(row)
        .onConflictDoUpdate({ target: [knsAddr.tokenId, knsAddr.holder], set: { addr: row.addr } })
      break
    }
    case 'TextChanged': {
      const key = { tokenId: String(a.tokenId), holder: lower(a.holder), key: String(a.key) }
      const value = String(a.value)
      if (value === '') {
        await tx
          .delete(knsText)
          .where(
            and(eq(knsText.tokenId, key.tokenId), eq(knsText.holder, key.holder), eq(knsText.key, key.key)),
          )
      } else {
        await tx
          .insert(knsText)
          .values({ ...key, value })
          .onConflictDoUpdate({ target: [knsText.tokenId, knsText.holder, knsText.key], set: { value } })
      }
      break
    }
    case 'DefaultNameChanged': {
      const wallet = lower(a.account)
      const tokenId = String(a.tokenId)
      if (tokenId === '0') await tx.delete(knsDefault).where(eq(knsDefault.wallet, wallet))
      else
        await tx
          .insert(knsDefault)
          .values({ wallet, tokenId })
          .onConflictDoUpdate({ target: knsDefault.wallet, set: { tokenId } })
      break
    }
    default:
      return
  }
  afterCommit(tx, 'kns:changed', async () => hooks.changed())
}

/**
 * After a reorg the rolled-back events are gone from chain_event: the mirror is rebuilt from the
 * events that remain, in chain order. Reorgs are rare and names few, so replaying is simpler and
 * safer than undoing event by event (reminders are keyed jobs: planning one again adds nothing).
 */
export async function rebuildKns(hooks: IndexerHooks, chainId: number, tx: Tx): Promise<void> {
  await tx.delete(knsName)
  await tx.delete(knsAddr)
  await tx.delete(knsText)
  await tx.delete(knsDefault)
  for (const event of await storedEvents(tx, chainId, KINDS))
    await applyKnsEvent(hooks, event, tx, { replay: true })
  afterCommit(tx, 'kns:changed', async () => hooks.changed())
}

/** Subscribes the mirror to every REGISTRY and RESOLVER event, and to rollbacks. */
export function followKns(chain: ChainModule, hooks: IndexerHooks): void {
  for (const kind of KINDS) chain.indexer.onEvent(kind, '*', (event, tx) => applyKnsEvent(hooks, event, tx))
  chain.indexer.onRollback((_fork, tx) => rebuildKns(hooks, chain.runtime.chainId, tx))
}
