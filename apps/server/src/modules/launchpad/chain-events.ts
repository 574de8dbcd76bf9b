import { and, eq, sql } from 'drizzle-orm'
import { afterCommit } from '../../platform/db/after-commit.ts'
import type { Tx } from '../../platform/db/database.ts'
import { SITE_ROOM } from '../../platform/realtime/rooms.ts'
import type { ChainEvent } from '../chain/index.ts'
import type { LaunchpadDeps } from './deps.ts'
import { launchpadDrop } from './tables.ts'

type Deps = Pick<LaunchpadDeps, 'market' | 'realtime'>

/**
 * DropCreated(application, owner, drop, name): the approved application becomes the deployed drop,
 * and joins the market's catalog as a collection in the same transaction, so its first mint already
 * finds it. The contract checked the signature over this application's init, so the owner matches.
 */
export async function onDropCreated(deps: Deps, event: ChainEvent, tx: Tx): Promise<void> {
  const id = Number(String(event.args.application))
  const [row] = await tx
    .update(launchpadDrop)
    .set({ status: 'deployed', address: String(event.args.drop) })
    .where(
      and(
        eq(launchpadDrop.id, id),
        eq(launchpadDrop.chainId, event.chainId),
        eq(launchpadDrop.status, 'approved'),
        eq(launchpadDrop.ownerAddress, String(event.args.owner).toLowerCase()),
      ),
    )
    .returning()
  if (!row?.address) return
  await deps.market.drops.add(tx, {
    chainId: row.chainId,
    address: row.address,
    name: row.name,
    symbol: row.symbol,
    description: row.description,
    cover: row.mediaUrl,
    royaltyBps: row.royal,
    categoryId: row.categoryId,
    creatorUserId: row.creatorUserId,
    creatorAddress: row.ownerAddress,
  })
}

/** Minted(minter, firstTokenId, quantity, whitelisted): the counter, pushed to every open page. */
export async function onMinted(deps: Deps, event: ChainEvent, tx: Tx): Promise<void> {
  const quantity = Number(String(event.args.quantity))
  const [row] = await tx
    .update(launchpadDrop)
    .set({ minted: sql`least(${launchpadDrop.minted} + ${quantity}, ${launchpadDrop.total})` })
    .where(and(eq(launchpadDrop.chainId, event.chainId), eq(launchpadDrop.address, event.address)))
    .returning({ id: launchpadDrop.id, minted: launchpadDrop.minted, total: launchpadDrop.total })
  if (!row) return
  afterCommit(tx, `launchpad.minted:${row.id}`, () =>
    deps.realtime.toRoom(SITE_ROOM, 'launchpad.minted', { id: row.id, minted: row.minted, total: row.total }),
  )
}

/**
 * After a reorg: a drop whose creation was rolled back is approved again (its creator can send
 * create once more), and every counter is counted again from the Minted events that remain.
 */
export async function rollBackDrops(tx: Tx, chainId: number): Promise<void> {
  await tx.execute(sql`
    update launchpad_drop d set status = 'approved', address = null, minted = 0
    where d.chain_id = ${chainId} and d.address is not null
      and not exists (select 1 from chain_contract k where k.chain_id = d.chain_id and k.address = d.address)`)
  await tx.execute(sql`
    update launchpad_drop d set minted = coalesce((
      select sum((e.args->>'quantity')::int) from chain_event e
      where e.chain_id = d.chain_id and e.address = d.address and e.event_name = 'Minted'), 0)
    where d.chain_id = ${chainId} and d.address is not null`)
}
