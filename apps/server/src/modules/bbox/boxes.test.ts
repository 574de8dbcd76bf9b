import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import { drawOf } from '@kid/contracts/bbox/draw'
import type { BoxView, CodeCheck, ExchangeResult, MintSignature, OpenSignature } from '@kid/shared/bbox-calls'
import { Code } from '@kid/shared/codes'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { startTestChain, type TestChain } from '../../testing/chain.ts'
import { generateBatch } from './batch.ts'
import { GRACE_MS, RESERVE_MS } from './lookup.ts'
import { bboxScene } from './testing.ts'

let chain: TestChain
let t: TestApp
let scene: ReturnType<typeof bboxScene>
let seriesId: number
let prizes: Address
/** The app's clock: the tests move it past reservations. */
let offsetMs = 0
const now = () => new Date(Date.now() + offsetMs)
beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp({}, undefined, {}, { chain: { ...chain, pollIntervalMs: 60_000 }, now })
  scene = bboxScene(t, chain)
  const series = await scene.createSeries()
  seriesId = series.id
  prizes = series.prizes as Address
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

type Member = Awaited<ReturnType<typeof scene.member<number>>>
type Who = Pick<Member, 'headers'>
const buy = async (m: Who, requestId: string) => {
  const bought = await scene.call<ExchangeResult>(m, 'POST', 'exchange', { body: { seriesId, requestId } })
  if (bought.code !== Code.SUCCESS) throw new Error(bought.msg)
  return bought.data.code
}
const signMint = (m: Who, code: string) => scene.call<MintSignature>(m, 'POST', `mint/sign/${code}`)
const signOpen = (m: Who, tokenId: string) => scene.call<OpenSignature>(m, 'POST', `openbox/sign/${tokenId}`)
const counts = async () => {
  const list = await scene.call<{ list: { id: number; minted: number; opened: number }[] }>(
    null,
    'GET',
    'open/list',
  )
  const series = list.data.list.find((s) => s.id === seriesId)
  return { minted: series?.minted, opened: series?.opened }
}
const check = async (m: Who, code: string) =>
  (await scene.call<CodeCheck>(m, 'GET', `check/cdkey/${code}`)).data

describe('a box from code to prize', () => {
  let alice: Member
  let bob: Member
  beforeAll(async () => {
    alice = await scene.member(3, 1000n)
    bob = await scene.member(4, 1000n)
  })

  it('signs a mint for the member’s wallet, spends the code when the mint is indexed, and opens to a recomputable prize', async () => {
    const code = await buy(alice, 'journey-1')
    const signed = await signMint(alice, code)
    expect(signed).toMatchObject({ code: Code.SUCCESS, data: { minter: alice.wallet, counter: seriesId } })
    // Reserved for alice: bob sees it taken, and cannot have it signed.
    expect((await check(bob, code)).status).toBe('reserved')
    expect(await signMint(bob, code)).toMatchObject({ code: Code.BAD_REQUEST })
    expect((await check(alice, code)).reservedUntil).not.toBeNull()

    const minted = await scene.mint(alice.index, signed.data)
    console.info(`gas: blind box mint ${minted.gasUsed}`)
    await scene.indexed()
    const tokenId = BigInt(signed.data.cdkey).toString()
    expect(await check(alice, code)).toMatchObject({ status: 'used', tokenId })
    expect(await signMint(alice, code)).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'This code has already been used: its box is minted.',
    })
    const sealed = await scene.call<{ list: BoxView[]; codes: unknown[] }>(alice, 'GET', 'user/boxes', {
      query: { state: 'sealed' },
    })
    expect(sealed.data.list.map((b) => b.tokenId)).toEqual([tokenId])
    expect(sealed.data.codes).toEqual([])

    // Only the holder gets the salt.
    expect(await signOpen(bob, tokenId)).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'This box belongs to another wallet: only its holder can open it.',
    })
    const open = await signOpen(alice, tokenId)
    expect(open.code).toBe(Code.SUCCESS)
    const opened = await scene.open(alice.index, open.data)
    console.info(`gas: blind box open ${opened.gasUsed}`)
    await scene.indexed()

    const detail = (await scene.call<BoxView>(alice, 'GET', `detail/${tokenId}`)).data
    expect(detail).toMatchObject({ opened: true, mine: true, owner: alice.wallet, series: { id: seriesId } })
    const proof = detail.proof as NonNullable<BoxView['proof']>
    const draw = drawOf({
      salt: proof.salt,
      entropy: BigInt(proof.entropy),
      tokenId: BigInt(tokenId),
      weights: proof.weights,
    })
    expect(draw).toEqual({ prize: proof.prize, tier: detail.prize?.tier })
    const prize = detail.prize as NonNullable<BoxView['prize']>
    expect(prize.collection).toBe(prizes)
    const holder = await chain.client.readContract({
      address: prizes,
      abi: KidERC721.abi,
      functionName: 'ownerOf',
      args: [BigInt(prize.tokenId)],
    })
    expect(holder.toLowerCase()).toBe(alice.wallet)
    const uri = await chain.client.readContract({
      address: prizes,
      abi: KidERC721.abi,
      functionName: 'tokenURI',
      args: [BigInt(prize.tokenId)],
    })
    expect(uri).toBe(`http://kid.test/meta/bbox/${seriesId}/${prize.tier}`)
    const meta = await t.app.inject({ method: 'GET', url: `/meta/bbox/${seriesId}/${prize.tier}` })
    expect(meta.json()).toMatchObject({ name: `${prize.name} · Night Garden` })

    const history = await scene.call<{ list: BoxView[] }>(alice, 'GET', 'user/boxes', {
      query: { state: 'opened' },
    })
    expect(history.data.list).toMatchObject([{ tokenId, prize: { openTx: opened.transactionHash } }])
    expect(await counts()).toEqual({ minted: 1, opened: 1 })
    // Another member sees the box, not as theirs; nobody can open it again.
    expect((await scene.call<BoxView>(bob, 'GET', `detail/${tokenId}`)).data.mine).toBe(false)
    expect(await signOpen(alice, tokenId)).toMatchObject({ msg: 'This box is already open.' })
  })

  it('makes a code unspent again when a reorg removes its mint', async () => {
    const code = await buy(bob, 'reorg-one')
    const counted = await counts()
    const before = await chain.snapshot()
    const signed = await signMint(bob, code)
    await scene.mint(bob.index, signed.data)
    await scene.indexed()
    expect((await check(bob, code)).status).toBe('used')
    expect((await counts()).minted).toBe((counted.minted ?? 0) + 1)
    await chain.revert(before)
    // A different block at the same height, so the indexer sees the fork.
    await chain.mint721({ from: 5 })
    await scene.indexed()
    await scene.indexed()
    expect((await check(bob, code)).status).toBe('valid')
    expect(await counts()).toEqual(counted)
    const gone = await scene.call(bob, 'GET', `detail/${BigInt(signed.data.cdkey)}`)
    expect(gone.code).toBe(Code.BAD_REQUEST)
  })

  it('needs a bound wallet to mint or open, and refuses a box that does not exist', async () => {
    const walletless = await scene.member(null, 100n)
    const code = await buy(walletless, 'no-wallet-1')
    expect(await signMint(walletless, code)).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'Please bind one address',
    })
    expect(await signOpen(alice, '12345')).toMatchObject({ code: Code.BAD_REQUEST })
    expect((await scene.call(alice, 'POST', 'openbox/sign/0x12')).code).toBe(Code.BAD_REQUEST)
  })
  // Last: it moves the chain's clock ahead of the app's.
  it('frees a code whose reservation lapsed, and the lapsed signature is useless on chain', async () => {
    const [code] = await generateBatch(t.app.db, { seriesId, count: 1, label: 'lapse' })
    const first = await signMint(alice, code as string)
    expect(first.code).toBe(Code.SUCCESS)
    offsetMs += RESERVE_MS + GRACE_MS + 1000
    expect((await check(bob, code as string)).status).toBe('valid')
    const second = await signMint(bob, code as string)
    expect(second.data.minter).toBe(bob.wallet)
    // The chain's clock moves past alice's deadline: her signature no longer mints.
    await chain.client.request({
      method: 'evm_setNextBlockTimestamp',
      params: [first.data.deadline + 1],
    } as never)
    await expect(scene.mint(alice.index, first.data)).rejects.toThrow(/ConditionCheckFailed/)
    await scene.mint(bob.index, second.data)
    await scene.indexed()
    expect((await check(alice, code as string)).status).toBe('used')
    offsetMs = 0
  })

  it('dates a mint signature by the chain’s clock when the chain runs ahead of ours', async () => {
    await chain.client.request({ method: 'evm_increaseTime', params: [86_400] } as never)
    await chain.client.request({ method: 'evm_mine', params: [] } as never)
    const code = await buy(alice, 'ahead-one')
    const signed = await signMint(alice, code)
    const latest = (await chain.client.getBlock()).timestamp
    expect(BigInt(signed.data.deadline)).toBe(latest + BigInt(RESERVE_MS / 1000))
    await scene.mint(alice.index, signed.data)
  })
})
