import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newWallet, signIn } from '../account/wallet/testing.ts'
import { bricksWorld, type Member } from './testing.ts'

let w: Awaited<ReturnType<typeof bricksWorld>>
beforeAll(async () => {
  w = await bricksWorld()
})
afterAll(async () => w?.t.close())

const base = '/api/accountservice'

/** A wallet's sign-in over HTTP, as the browser makes it: nonce, signed EIP-4361 message, login. */
async function walletSignIn(wallet = newWallet()) {
  const nonce = (
    await w.t.app.inject({
      url: `${base}/open/wallet/nonce`,
      query: { address: wallet.address, type: '1' },
      headers: w.t.signed(),
    })
  ).json().data.nonce
  const res = await w.t.app.inject({
    method: 'POST',
    url: `${base}/open/wallet/login`,
    headers: w.t.signed(),
    payload: { type: '1', ...(await signIn(wallet, { nonce })) },
  })
  const data = res.json().data
  const member: Member = {
    userId: Number(data.id),
    uid: data.uid,
    token: data.token,
    headers: () => ({ ...w.t.signed(), authorization: data.token }),
  }
  return { data, member, wallet }
}

describe('the welcome gift', () => {
  it('comes with a new member’s first sign-in answer (brickstype 1, 50) and never again', async () => {
    const first = await walletSignIn()
    expect(first.data).toMatchObject({ brickstype: 1, bricksamount: 50 })
    expect(await w.brickBalance(first.member)).toBe('50')
    const again = await walletSignIn(first.wallet)
    expect(again.data.brickstype).toBeUndefined()
    expect(again.data.bricksamount).toBeUndefined()
    expect(await w.brickBalance(first.member)).toBe('50')
    const center = await w.call(first.member, 'GET', 'bricksconfig/reward/center')
    expect(center.data.tasks.find((t: { slug: string }) => t.slug === 'welcome')).toMatchObject({
      state: 'done',
      amount: '50',
    })
    const log = await w.call(first.member, 'GET', 'userbrickslog/list', { size: '10' })
    expect(JSON.stringify(log.data)).toContain('Welcome to KID')
  })

  it('is answered by one of two first sign-ins of a new wallet racing, and paid once', async () => {
    const wallet = newWallet()
    const [a, b] = await Promise.all([walletSignIn(wallet), walletSignIn(wallet)])
    expect(a.member.userId).toBe(b.member.userId)
    expect([a.data.bricksamount, b.data.bricksamount].sort()).toEqual([50, undefined])
    expect(await w.brickBalance(a.member)).toBe('50')
  })

  it('is claimable in the reward centre by a member who joined without it, once', async () => {
    const older = await w.t.signIn()
    const center = await w.call(older, 'GET', 'bricksconfig/reward/center')
    expect(center.data.tasks.find((t: { slug: string }) => t.slug === 'welcome').state).toBe('claimable')
    const claimed = await w.call(older, 'POST', 'bricks/claim', { task: 'welcome' })
    expect(claimed.data).toMatchObject({ created: true, notice: { title: 'Congratulations', amount: '50' } })
    expect((await w.call(older, 'POST', 'bricks/claim', { task: 'welcome' })).data.created).toBe(false)
    expect(await w.brickBalance(older)).toBe('50')
  })

  it('is not answered when operators turn the task off', async () => {
    await w.t.app.db.execute(sql`update bricks_task set enabled = false where slug = 'welcome'`)
    const off = await walletSignIn()
    expect(off.data.bricksamount).toBeUndefined()
    expect(await w.brickBalance(off.member)).toBe('0')
  })
})
