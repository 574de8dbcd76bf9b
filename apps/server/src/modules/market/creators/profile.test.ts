import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { catalogRows } from '../testing.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const upload = (hex: string) => `/uploads/2026/11/${hex.repeat(32)}.png`
const creatorIndex = async (query: string) =>
  (await t.app.inject({ url: `/api/dcservice/open/creator/index?${query}`, headers: t.signed() })).json()

describe('the public profile (open/creator/index)', () => {
  it('shows what the member saved on /profile: name, avatar, banner, bio and links, by id and by wallet', async () => {
    const member = await catalogRows(t).member(4)
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/accountservice/user/update/wallet/profile',
      headers: member.headers(),
      payload: {
        username: 'lumen_1',
        headimgurl: upload('aa'),
        bannerimageurl: upload('bb'),
        personalprofile: 'Night skies, slowly.',
        websiteurl: 'https://lumen.example',
        twitterurl: 'https://x.com/lumen',
        instagramurl: '',
      },
    })
    expect(saved.json().code).toBe(1511200)
    const shown = {
      userId: member.userId,
      address: member.wallet,
      username: 'lumen_1',
      avatar: upload('aa'),
      banner: upload('bb'),
      bio: 'Night skies, slowly.',
      links: { website: 'https://lumen.example', twitter: 'https://x.com/lumen', instagram: null },
    }
    expect((await creatorIndex(`userId=${member.userId}`)).data).toMatchObject(shown)
    expect((await creatorIndex(`address=${member.wallet}`)).data).toMatchObject(shown)
  })

  it('shows a member without a wallet, with nothing created', async () => {
    const member = await t.signIn({ username: 'walletless' })
    await t.app.inject({
      method: 'POST',
      url: '/api/accountservice/user/update/wallet/profile',
      headers: member.headers(),
      payload: { personalprofile: 'Just looking.' },
    })
    expect((await creatorIndex(`userId=${member.userId}`)).data).toMatchObject({
      address: '',
      username: 'walletless',
      bio: 'Just looking.',
      created: 0,
      collected: 0,
      onSale: 0,
    })
  })

  it('shows nothing of a wallet nobody bound', async () => {
    const address = '0x00000000000000000000000000000000000000bb'
    expect((await creatorIndex(`address=${address}`)).data).toMatchObject({
      address,
      userId: null,
      banner: null,
      bio: null,
      links: { website: null, twitter: null, instagram: null },
    })
  })
})
