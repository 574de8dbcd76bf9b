import { Code } from '@kid/shared/codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOutbox } from '../../platform/mail/mailer.ts'
import { type AccountScene, accountScene } from './testing.ts'

let { t, c } = {} as AccountScene
beforeAll(async () => {
  ;({ t, c } = await accountScene())
})
afterAll(() => t.close())

async function linkTokenTo(email: string): Promise<string> {
  const [mail] = await readOutbox(t.app.db, email, 1)
  const token = mail?.text.match(/emailVerify\?token=(\S+)/)?.[1]
  if (!token) throw new Error(`no confirmation link mailed to ${email}`)
  return token
}

describe('changing the account e-mail (user/email/change, open/email/confirm)', () => {
  it('changes the address only once the link mailed to the new one is opened, and only once', async () => {
    const user = await c.register('before@example.com')
    const asked = await c.call(
      'POST',
      'user/email/change',
      { email: 'After@Example.com' },
      { token: user.token },
    )
    expect(asked.code).toBe(Code.SUCCESS)
    expect((await c.call('GET', 'user/info', undefined, { token: user.token })).data).toMatchObject({
      email: 'before@example.com',
    })

    const token = await linkTokenTo('after@example.com')
    expect(await c.call('GET', 'open/email/confirm', { token })).toMatchObject({
      code: Code.SUCCESS,
      data: { email: 'after@example.com' },
    })
    expect((await c.call('GET', 'user/info', undefined, { token: user.token })).data).toMatchObject({
      email: 'after@example.com',
    })
    expect(await c.call('GET', 'open/email/confirm', { token })).toMatchObject({ code: Code.BAD_REQUEST })
  })

  it('refuses a forged or altered link and an address another account has, changing nothing', async () => {
    const user = await c.register('owner@example.com')
    await c.register('someone@example.com')
    expect(
      await c.call('POST', 'user/email/change', { email: 'someone@example.com' }, { token: user.token }),
    ).toMatchObject({ code: Code.BAD_REQUEST, msg: 'This email is already registered.' })

    await c.call('POST', 'user/email/change', { email: 'fresh@example.com' }, { token: user.token })
    const token = await linkTokenTo('fresh@example.com')
    const [body, mac] = token.split('.') as [string, string]
    const altered = JSON.parse(Buffer.from(body, 'base64url').toString())
    altered.to = 'attacker@example.com'
    const forged = `${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${mac}`
    expect(await c.call('GET', 'open/email/confirm', { token: forged })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'This confirmation link is invalid, used or expired.',
    })
    expect((await c.call('GET', 'user/info', undefined, { token: user.token })).data).toMatchObject({
      email: 'owner@example.com',
    })
  })

  it('needs a signed-in member to ask for a change', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accountservice/user/email/change',
      payload: { email: 'x@example.com' },
      headers: t.signed(),
    })
    expect(res.statusCode).toBe(401)
  })
})
