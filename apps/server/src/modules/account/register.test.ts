import { userSchema } from '@kid/shared/account/user'
import { Code } from '@kid/shared/codes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountUser } from './tables.ts'
import { type AccountScene, accountScene, digest } from './testing.ts'

let { t, c } = {} as AccountScene
beforeAll(async () => {
  ;({ t, c } = await accountScene())
})
afterAll(() => t.close())

describe('sign-up by e-mail', () => {
  it('registers with the mailed code, signs in and answers the user with a token', async () => {
    const user = await c.register('New.Member@Example.com', 'Secret123', { headimgurl: '/uploads/a.png' })
    expect(userSchema.parse(user)).toMatchObject({
      email: 'new.member@example.com',
      registertype: 1,
      headimgurl: '/uploads/a.png',
      unread: 0,
    })
    expect(user.token).toMatch(/^[\w-]{43}$/)
    expect(user.inviteCode).toMatch(/^[A-Z2-9]{8}$/)
    // The welcome gift (bricks module): 50 CBK, answered by the sign-in that paid it.
    expect(user).toMatchObject({ brickstype: 1, bricksamount: 50 })
    const info = await c.call('GET', 'user/info', undefined, { token: user.token })
    expect(info).toMatchObject({ code: Code.SUCCESS, data: { id: user.id, email: 'new.member@example.com' } })
    expect(info.data).not.toHaveProperty('token')
    const [row] = await t.app.db
      .select()
      .from(accountUser)
      .where(eq(accountUser.id, Number(user.id)))
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date)
  })

  it('refuses a second account for one address, at the code and at the register call', async () => {
    await c.register('taken@example.com')
    const again = await c.call('GET', 'open/sendemail', { email: 'taken@example.com', type: 1 })
    expect(again).toEqual({ code: Code.BAD_REQUEST, msg: 'This email is already registered.', data: null })
    expect((await c.call('GET', 'open/checkemail', { email: 'TAKEN@example.com' })).data).toEqual({
      registered: true,
    })
    expect((await c.call('GET', 'open/checkemail', { email: 'free@example.com' })).data).toEqual({
      registered: false,
    })
  })

  it('takes the password only as a SHA-256 hex digest', async () => {
    await c.call('GET', 'open/sendemail', { email: 'plain@example.com', type: 1 })
    const code = await c.codeFromOutbox('plain@example.com')
    const res = await c.call('POST', 'open/register', {
      email: 'plain@example.com',
      password: 'Secret123',
      code,
    })
    expect(res).toEqual({
      code: Code.BAD_REQUEST,
      msg: 'Invalid password: *Incorrect password format.',
      data: null,
    })
  })

  it('uses a code once, and refuses a wrong one without writing anything', async () => {
    await c.call('GET', 'open/sendemail', { email: 'once@example.com', type: 1 })
    const code = await c.codeFromOutbox('once@example.com')
    const wrong = code === '0000' ? '0001' : '0000'
    const bad = await c.call('POST', 'open/register', {
      email: 'once@example.com',
      password: digest('Secret123'),
      code: wrong,
    })
    expect(bad).toEqual({ code: Code.BAD_REQUEST, msg: 'The verification code has expired.', data: null })
    const good = await c.call('POST', 'open/register', {
      email: 'once@example.com',
      password: digest('Secret123'),
      code,
    })
    expect(good.code).toBe(Code.SUCCESS)
    const replay = await c.call('POST', 'open/register', {
      email: 'once@example.com',
      password: digest('Secret123'),
      code,
    })
    expect(replay.code).toBe(Code.BAD_REQUEST)
  })

  it('records the inviter of an invite code, and ignores an unknown code', async () => {
    const inviter = await c.register('inviter@example.com')
    const invitee = await c.register('invitee@example.com', 'Secret123', {
      invitecode: inviter.inviteCode.toLowerCase(),
    })
    const [row] = await t.app.db
      .select()
      .from(accountUser)
      .where(eq(accountUser.id, Number(invitee.id)))
    expect(row?.inviterId).toBe(Number(inviter.id))
    // The invitee's sign-up pays their welcome gift; the inviter is paid once the friend qualifies.
    expect(invitee.bricksamount).toBe(50)
    const stray = await c.register('stray@example.com', 'Secret123', { invitecode: 'NOSUCH99' })
    expect(stray.email).toBe('stray@example.com')
  })

  it('registers through the denet flow and counts it in the progress', async () => {
    const before = (await c.call<{ registered: number }>('GET', 'open/denet/progress')).data.registered
    await c.register('denet@example.com', 'Secret123', { denet: 'd-42', activity: 'spring' })
    expect((await c.call('GET', 'open/denet/progress')).data).toEqual({ registered: before + 1 })
    expect((await c.call('GET', 'open/denet/progress', { activity: 'spring' })).data).toEqual({
      registered: 1,
    })
  })
})
