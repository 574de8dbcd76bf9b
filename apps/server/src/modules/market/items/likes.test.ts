import { Code } from '@kid/shared/codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { catalogRows } from '../testing.ts'

let t: TestApp
let rows: ReturnType<typeof catalogRows>
let creator: string
let collectionId: number

beforeAll(async () => {
  t = await createTestApp()
  rows = catalogRows(t)
  creator = (await rows.member(1)).wallet
  collectionId = (await rows.collection(creator)).id
})
afterAll(async () => t?.close())

type Member = Awaited<ReturnType<TestApp['signIn']>>
const like = async (member: Member | undefined, body: unknown, ip = '192.0.2.40') =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/dcservice/item/like',
      remoteAddress: ip,
      headers: member ? member.headers() : t.signed(),
      payload: body as object,
    })
  ).json()
const info = async (id: number, member?: Member) =>
  (
    await t.app.inject({
      url: `/api/dcservice/item/open/info?id=${id}`,
      headers: member ? member.headers() : t.signed(),
    })
  ).json().data

describe('item favourites', () => {
  it('counts one like per member however often it is sent, shows it to them, and takes it back', async () => {
    const { id } = await rows.item(collectionId, creator)
    const [ann, bob] = [await t.signIn(), await t.signIn()]
    expect((await like(ann, { id, liked: true })).data).toEqual({ id, liked: true, likes: 1 })
    expect((await like(ann, { id, liked: true })).data).toEqual({ id, liked: true, likes: 1 })
    expect((await like(bob, { id, liked: true })).data).toEqual({ id, liked: true, likes: 2 })
    expect(await info(id, ann)).toMatchObject({ likes: 2, liked: true })
    expect(await info(id)).toMatchObject({ likes: 2, liked: false })
    expect((await like(ann, { id, liked: false })).data).toEqual({ id, liked: false, likes: 1 })
    expect((await like(ann, { id, liked: false })).data).toEqual({ id, liked: false, likes: 1 })
    expect(await info(id, ann)).toMatchObject({ likes: 1, liked: false })
  })

  it('asks a visitor to log in and refuses bad input or a draft with a message, liking nothing', async () => {
    const { id } = await rows.item(collectionId, creator)
    const draft = await rows.item(collectionId, creator, { status: 'draft', tokenId: null })
    const member = await t.signIn()
    expect((await like(undefined, { id, liked: true })).code).toBe(Code.UNAUTHORIZED)
    const wrongType = await like(member, { id, liked: 'yes' })
    expect(wrongType).toMatchObject({ code: Code.BAD_REQUEST, msg: expect.stringContaining('liked') })
    expect((await like(member, { liked: true })).code).toBe(Code.BAD_REQUEST)
    expect((await like(member, { id: -1, liked: true })).code).toBe(Code.BAD_REQUEST)
    expect(await like(member, { id: draft.id, liked: true })).toMatchObject({
      code: Code.NOT_FOUND,
      msg: 'There is no such item.',
    })
    expect((await info(id)).likes).toBe(0)
  })

  it('holds one address to 30 likes a minute', async () => {
    const { id } = await rows.item(collectionId, creator)
    const member = await t.signIn()
    const codes: number[] = []
    for (let i = 0; i < 31; i++)
      codes.push((await like(member, { id, liked: i % 2 === 0 }, '192.0.2.41')).code)
    expect(codes.slice(0, 30).every((code) => code === Code.SUCCESS)).toBe(true)
    expect(codes[30]).toBe(Code.RATE_LIMITED)
  })
})
