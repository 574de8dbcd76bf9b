import * as CollectionFactory from '@kid/contracts/artifacts/CollectionFactory'
import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import * as KidERC1155 from '@kid/contracts/artifacts/KidERC1155'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { eq } from 'drizzle-orm'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { startTestChain, type TestChain } from '../../testing/chain.ts'
import { accountUser } from '../account/tables.ts'
import { CursorMovedError } from '../chain/index.ts'

let chain: TestChain
let t: TestApp
const upload = `/uploads/2026/11/${'ab'.repeat(32)}.png`
const creator = devAccount(4)
const collector = devAccount(5)

beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp({}, undefined, {}, { chain })
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

const members = new Map<string, Awaited<ReturnType<TestApp['signIn']>>>()
/** The member whose bound wallet is `wallet` (one account per wallet). */
async function member(wallet: Address) {
  const known = members.get(wallet)
  if (known) return known
  const m = await t.signIn()
  members.set(wallet, m)
  await t.app.db
    .update(accountUser)
    .set({ walletaddress: wallet.toLowerCase() })
    .where(eq(accountUser.id, m.userId))
  return m
}
type Member = Awaited<ReturnType<typeof member>>
const call = async (m: Member | undefined, url: string, payload?: object) =>
  (
    await t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/dcservice/${url}`,
      headers: m ? m.headers() : t.signed(),
      ...(payload ? { payload } : {}),
    })
  ).json()
/** Brings the indexer to the head; the app's own loop may move the cursor first, which is fine. */
async function indexed(): Promise<void> {
  for (;;) {
    try {
      return await t.app.chain?.indexer.syncToHead()
    } catch (error) {
      if (!(error instanceof CursorMovedError)) throw error
    }
  }
}

describe('the catalog', () => {
  it('lists the shared collections from the start, and a creator collection once its deployment is indexed', async () => {
    const shared = await call(undefined, 'collection/open/list?size=10')
    // The platform's own: the shared collections, and the .kid names the kns module hands over.
    expect(shared.data.list.map((c: { name: string }) => c.name).sort()).toEqual([
      'KID Names',
      'KID Shared',
      'KID Shared Editions',
    ])

    const me = await member(creator.address)
    const added = await call(me, 'collection/add', {
      name: 'Pixel Cats',
      symbol: 'PCAT',
      standard: 721,
      royalty: 500,
      cover: upload,
    })
    expect(added).toMatchObject({
      code: 1511200,
      data: { address: null, royaltyBps: 500, creatorAddress: creator.address.toLowerCase() },
    })
    const own = (m: Member) =>
      call(m, 'collection/owner/list').then((r) => r.data.list.filter((c: { shared: boolean }) => !c.shared))
    expect(await own(me)).toHaveLength(1)

    await chain.write(4, {
      address: chain.deployment.contracts.collectionFactory,
      abi: CollectionFactory.abi,
      functionName: 'create721',
      args: ['Pixel Cats', 'PCAT'],
    })
    await indexed()
    const detail = await call(undefined, `collection/open/detail?id=${added.data.id}`)
    expect(detail.data.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The page says whose it is by the member's name.
    const [creatorRow] = await t.app.db.select().from(accountUser).where(eq(accountUser.id, me.userId))
    expect(detail.data.creatorName).toBe(creatorRow?.username)
    expect(detail.data.creatorName).toEqual(expect.any(String))
    expect((await call(undefined, 'collection/open/list?size=10')).data.list).toHaveLength(4)
  })

  it('refuses bad collections and edits by others, writing nothing', async () => {
    const me = await member(devAccount(6).address)
    expect(
      await call(me, 'collection/add', { name: 'Greedy', symbol: 'G', standard: 721, royalty: 1001 }),
    ).toMatchObject({
      code: 1511400,
      msg: 'Invalid royalty: Royalties can be at most 10%.',
    })
    expect(
      await call(me, 'collection/add', {
        name: 'Tracker',
        symbol: 'T',
        standard: 721,
        cover: 'https://evil.example/p.png',
      }),
    ).toMatchObject({
      code: 1511400,
      msg: 'Please upload the file to KID first.',
    })
    const noWallet = await t.signIn()
    expect((await call(noWallet, 'collection/add', { name: 'X', symbol: 'X', standard: 721 })).msg).toBe(
      'Please bind one address',
    )
    const other = await call(me, 'collection/edit', { id: 1, description: 'mine now' })
    expect(other).toMatchObject({ code: 1511400, msg: 'This collection is not yours.' })
    const own = await call(me, 'collection/owner/list')
    expect(own.data.list.filter((c: { shared: boolean }) => !c.shared)).toEqual([])
  })

  it('turns a draft into a token when the creator mints it with the given URI, and follows it when it moves', async () => {
    const me = await member(creator.address)
    const shared = (await call(undefined, 'collection/open/list?size=10')).data.list.find(
      (c: { name: string }) => c.name === 'KID Shared',
    )
    const added = await call(me, 'item/add', {
      collectionId: shared.id,
      name: 'Tabby',
      description: 'A striped cat',
      media: upload,
      properties: [{ trait_type: 'eyes', value: 'green' }],
      royalty: 250,
    })
    // Built from PUBLIC_URL (here the development default), never from the Host the call came with.
    expect(added.data.tokenUri).toBe(`${t.config.publicUrl}/meta/item/${added.data.id}`)
    expect((await call(undefined, `item/open/info?id=${added.data.id}`)).code).toBe(1511404)
    expect((await call(me, 'item/nosale')).data.list.map((i: { id: number }) => i.id)).toContain(
      added.data.id,
    )

    // Tokens whose URI only looks like ours claim nothing, even minted by the creator: another
    // origin serving its own metadata, or a variation of our exact URI.
    for (const lookalike of [
      `https://kid.example.evil/meta/item/${added.data.id}`,
      `${added.data.tokenUri}/`,
      `${added.data.tokenUri}?v=2`,
      `${t.config.publicUrl}/meta/item/0${added.data.id}`,
    ]) {
      await chain.write(4, {
        address: shared.address,
        abi: KidERC721.abi,
        functionName: 'mint',
        args: [creator.address, lookalike, creator.address, 250],
      })
    }
    await indexed()
    expect((await call(undefined, `item/open/info?id=${added.data.id}`)).code).toBe(1511404)
    // A token minted by someone else with the same URI claims nothing.
    await chain.write(5, {
      address: shared.address,
      abi: KidERC721.abi,
      functionName: 'mint',
      args: [collector.address, added.data.tokenUri, collector.address, 0],
    })
    await chain.write(4, {
      address: shared.address,
      abi: KidERC721.abi,
      functionName: 'mint',
      args: [creator.address, added.data.tokenUri, creator.address, 250],
    })
    await indexed()
    const info = await call(undefined, `item/open/info?id=${added.data.id}`)
    expect(info.data).toMatchObject({
      status: 'minted',
      ownerAddress: creator.address.toLowerCase(),
      properties: [{ trait_type: 'eyes', value: 'green' }],
      owners: [{ address: creator.address.toLowerCase(), amount: '1' }],
      tokenUri: null,
    })
    const meta = await t.app.inject({ url: `/meta/31337/${shared.address}/${info.data.tokenId}` })
    expect(meta.json()).toMatchObject({ name: 'Tabby', attributes: [{ trait_type: 'eyes', value: 'green' }] })
    expect(meta.json().image).toMatch(/^http:\/\/.+\/uploads\//)
    // A chain id past the integer column is no token of ours, not a database error.
    expect((await t.app.inject({ url: `/meta/99999999999/${shared.address}/1` })).statusCode).toBe(404)

    await chain.write(4, {
      address: shared.address,
      abi: KidERC721.abi,
      functionName: 'transferFrom',
      args: [creator.address, collector.address, BigInt(info.data.tokenId)],
    })
    await indexed()
    const moved = await call(undefined, `item/open/info?id=${added.data.id}`)
    expect(moved.data.ownerAddress).toBe(collector.address.toLowerCase())
    // The page names the members behind the wallets: the creator is one, the collector's wallet is bound to nobody.
    expect(moved.data.members).toEqual([
      {
        address: creator.address.toLowerCase(),
        userId: me.userId,
        username: expect.any(String),
        avatar: expect.toBeOneOf([null, expect.any(String)]),
      },
    ])
    const activity = await call(undefined, `item/open/activity?id=${added.data.id}`)
    expect(activity.data.list.map((a: { kind: string }) => a.kind)).toEqual(['transfer', 'mint'])
    // Each side bound to a member is named: the creator sent it; the collector's wallet is nobody's.
    expect(activity.data.list[0].members).toEqual([
      expect.objectContaining({ address: creator.address.toLowerCase(), userId: me.userId }),
    ])
    expect((await call(me, 'item/delete', { id: added.data.id })).msg).toBe(
      'A minted item cannot be deleted.',
    )
    expect((await call(undefined, `collection/open/detail?id=${shared.id}`)).data).toMatchObject({
      items: 1,
      owners: 1,
    })
  })

  it('keeps ERC-1155 balances per holder', async () => {
    const me = await member(creator.address)
    const editions = (await call(undefined, 'collection/open/list?size=10')).data.list.find(
      (c: { standard: number }) => c.standard === 1155,
    )
    const added = await call(me, 'item/add', {
      collectionId: editions.id,
      name: 'Poster',
      media: upload,
      supply: '10',
    })
    await chain.write(4, {
      address: editions.address,
      abi: KidERC1155.abi,
      functionName: 'mint',
      args: [creator.address, 10n, added.data.tokenUri, creator.address, 0],
    })
    await indexed()
    const tokenId = BigInt((await call(undefined, `item/open/info?id=${added.data.id}`)).data.tokenId)
    await chain.write(4, {
      address: editions.address,
      abi: KidERC1155.abi,
      functionName: 'safeTransferFrom',
      args: [creator.address, collector.address, tokenId, 3n, '0x'],
    })
    await indexed()
    const info = await call(undefined, `item/open/info?id=${added.data.id}`)
    expect(info.data.owners).toEqual([
      { address: creator.address.toLowerCase(), amount: '7' },
      { address: collector.address.toLowerCase(), amount: '3' },
    ])
  })

  it('browses minted items by type and name, counts one view per visitor and hour', async () => {
    const images = await call(undefined, 'item/open/list?type=1155&search=post')
    expect(images.data.list.map((i: { name: string }) => i.name)).toEqual(['Poster'])
    expect(
      (await call(undefined, 'item/open/list?type=721')).data.list.map((i: { name: string }) => i.name),
    ).toEqual(['Tabby'])
    const id = images.data.list[0].id
    const viewer = await t.signIn()
    await call(viewer, `item/open/info?id=${id}`)
    await call(viewer, `item/open/info?id=${id}`)
    await t.app.writeBehind.flush()
    expect((await call(viewer, `item/open/info?id=${id}`)).data.views).toBe(2)
  })
})
