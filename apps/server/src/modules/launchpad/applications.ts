import * as Actuator from '@kid/contracts/artifacts/Actuator'
import { actuatorDomain, createTypes } from '@kid/contracts/launchpad/dropInit'
import type { ApplyBody } from '@kid/shared/launchpad/calls'
import {
  type ApplyAnswer,
  type DeployApproval,
  LAUNCHPAD_TEXT,
  type MyDrop,
} from '@kid/shared/launchpad/views'
import { type Page, toPage } from '@kid/shared/page'
import { and, desc, eq, sql } from 'drizzle-orm'
import { type Address, type Hex, zeroHash } from 'viem'
import { badRequest } from '../../platform/errors.ts'
import { isOwnUpload } from '../../platform/uploads/own-upload.ts'
import type { WalletCaller } from '../account/index.ts'
import { type LaunchpadDeps, secondsOf } from './deps.ts'
import { launchpadDrop, launchpadWhitelistTree } from './tables.ts'
import { type DropRow, toCard } from './view.ts'
import { buildTree, parseWhitelist } from './whitelist-tree.ts'

/** How long the creator has to send create() after asking for the approval's signature. */
export const DEPLOY_WINDOW_SECONDS = 3600

/** The token URI base a drop is deployed with: /meta/drop/{id}/{tokenId} serves each token. */
export const dropUri = (origin: string, id: number) => `${origin}/meta/drop/${id}/`

/**
 * POST apply (KID's extension, docs/api.md): a creator's application with the init record's
 * fields; the owner is the caller's bound wallet. The whitelist is parsed, its duplicates and bad
 * entries reported, and its merkle tree built and stored here, in the one transaction that stores
 * the application, so a proof is served for exactly the root the operator approves.
 */
export async function apply(
  deps: LaunchpadDeps,
  caller: WalletCaller,
  body: ApplyBody,
): Promise<ApplyAnswer> {
  const started = performance.now()
  if (!isOwnUpload(body.media, deps.config)) throw badRequest('Please upload the file to KID first.')
  if (body.category !== undefined) {
    const categories = await deps.market.collections.categories()
    if (!categories.some((c) => c.id === body.category)) throw badRequest(LAUNCHPAD_TEXT.wrongCategory)
  }
  if (body.end <= secondsOf(deps.now())) throw badRequest('The drop must end in the future')
  const list = parseWhitelist(body.isWhite ? body.whitelist : '')
  if (body.isWhite && list.addresses.length === 0) throw badRequest(LAUNCHPAD_TEXT.emptyWhitelist)
  const tree = list.addresses.length > 0 ? buildTree(list.addresses) : undefined
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(launchpadDrop)
      .values({
        chainId: deps.chain.chainId,
        creatorUserId: caller.userId,
        ownerAddress: caller.wallet.toLowerCase(),
        receiverAddress: (body.receiver ?? caller.wallet).toLowerCase(),
        name: body.name,
        symbol: body.symbol,
        description: body.description,
        mediaUrl: body.media,
        categoryId: body.category ?? null,
        whiteRoot: tree?.root ?? zeroHash,
        whitelistSize: list.addresses.length,
        start: body.start,
        end: body.end,
        publicStart: body.isWhite ? body.end : body.start,
        total: body.total,
        singleAdd: body.singleAdd,
        singleTim: body.singleTim,
        fee: BigInt(body.fee),
        royal: body.royal,
        isWhite: body.isWhite,
      })
      .returning({ id: launchpadDrop.id })
    if (!row) throw new Error('insert returned no row')
    if (tree) {
      // One statement with the list as one JSON parameter: 100,000 rows in one round trip.
      await tx.execute(sql`
        insert into launchpad_whitelist (drop_id, address, position)
        select ${row.id}, address, (ord - 1)::int
        from json_array_elements_text(${JSON.stringify(list.addresses)}::json) with ordinality as u(address, ord)`)
      await tx.insert(launchpadWhitelistTree).values({ dropId: row.id, nodes: tree.nodes })
    }
    return row.id
  })
  const { addresses, ...report } = list
  return {
    id,
    whitelist: { ...report, count: addresses.length, millis: Math.round(performance.now() - started) },
  }
}

async function ownDrop(deps: Pick<LaunchpadDeps, 'db'>, userId: number, id: number): Promise<DropRow> {
  const [row] = await deps.db
    .select()
    .from(launchpadDrop)
    .where(and(eq(launchpadDrop.id, id), eq(launchpadDrop.creatorUserId, userId)))
  if (!row) throw badRequest(LAUNCHPAD_TEXT.notYours)
  return row
}

/** GET my/drops: the caller's applications, newest first, with the proceeds of deployed ones. */
export async function myDrops(
  deps: LaunchpadDeps,
  userId: number,
  q: { page: number; size: number },
): Promise<Page<MyDrop>> {
  const rows = await deps.db
    .select()
    .from(launchpadDrop)
    .where(eq(launchpadDrop.creatorUserId, userId))
    .orderBy(desc(launchpadDrop.id))
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
  const now = secondsOf(deps.now())
  const list = await Promise.all(
    rows.slice(0, q.size).map(async (r) => ({
      ...toCard(r, now),
      status: r.status as MyDrop['status'],
      reason: r.reason,
      whitelistSize: r.whitelistSize,
      proceeds: r.address
        ? (await deps.chain.client.getBalance({ address: r.address as Address })).toString()
        : null,
    })),
  )
  // Balances are read for the page's rows only; the extra row only says that more exist.
  return { ...toPage(list, q), hasMore: rows.length > q.size }
}

/**
 * POST deploy/{id}: the platform signer's approval of the creator's approved application, for
 * ACTUATOR.create sent by the creator's own wallet: signed over the whole init record, the
 * application id (the contract takes each once) and a deadline an hour away. Asked again later,
 * it is signed again with a new deadline; only one create can ever succeed.
 */
export async function deployApproval(
  deps: LaunchpadDeps,
  caller: WalletCaller,
  id: number,
): Promise<DeployApproval> {
  const row = await ownDrop(deps, caller.userId, id)
  if (row.status === 'deployed') throw badRequest(LAUNCHPAD_TEXT.deployed)
  if (row.status !== 'approved') throw badRequest(LAUNCHPAD_TEXT.notApproved)
  if (caller.wallet.toLowerCase() !== row.ownerAddress) throw badRequest(`Please use ${row.ownerAddress}`)
  const { actuator } = deps.chain.deployment.contracts
  const init = {
    name: row.name,
    symbol: row.symbol,
    uri: dropUri(deps.config.publicUrl, row.id),
    owner: caller.wallet,
    receiver: row.receiverAddress as Address,
    whiteRoot: row.whiteRoot as Hex,
    start: row.start,
    end: row.end,
    total: row.total,
    singleAdd: row.singleAdd,
    singleTim: row.singleTim,
    fee: row.fee,
    royal: row.royal,
    isWhite: row.isWhite,
  }
  // The contract judges the deadline by the block's time, which may run ahead of this clock.
  const block = await deps.chain.client.getBlock()
  const deadline = BigInt(Math.max(secondsOf(deps.now()), Number(block.timestamp)) + DEPLOY_WINDOW_SECONDS)
  const application = BigInt(row.id)
  const used = await deps.chain.client.readContract({
    address: actuator,
    abi: Actuator.abi,
    functionName: 'applicationUsed',
    args: [application],
  })
  if (used) throw badRequest(LAUNCHPAD_TEXT.deployed)
  const signature = await deps.chain.signer.signTypedData({
    domain: actuatorDomain(deps.chain.chainId, actuator),
    types: createTypes,
    primaryType: 'Create',
    message: { application, init, deadline },
  })
  return {
    actuator,
    chainId: deps.chain.chainId,
    init: { ...init, fee: init.fee.toString() },
    application: application.toString(),
    deadline: deadline.toString(),
    signature,
  }
}
