import { Code } from '@kid/shared/codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordAttempt } from './attempts.ts'
import { LOGIN_FAILED_MSG, LOGIN_LOCKED_MSG } from './login.ts'
import { type AccountScene, accountScene, digest, EASY_ALTCHA, freshIp } from './testing.ts'

let { t, c } = {} as AccountScene
beforeAll(async () => {
  ;({ t, c } = await accountScene({}, undefined, EASY_ALTCHA))
})
afterAll(() => t.close())

const login = (email: string, password: string, ip = freshIp(), recaptcha?: string) =>
  c.call<{ token?: string; id: string }>(
    'POST',
    'open/login',
    { email, password: digest(password) },
    { ip, headers: recaptcha ? { recaptcha } : {} },
  )

describe('sign-in by e-mail and password', () => {
  it('answers the user with a new token each time; each token works', async () => {
    const user = await c.register('login@example.com', 'Secret123')
    const first = await login('LOGIN@example.com', 'Secret123')
    const second = await login('login@example.com', 'Secret123')
    expect(first).toMatchObject({ code: Code.SUCCESS, data: { id: user.id } })
    expect(new Set([user.token, first.data.token, second.data.token]).size).toBe(3)
    for (const token of [first.data.token, second.data.token]) {
      expect((await c.call('GET', 'user/info', undefined, { token })).code).toBe(Code.SUCCESS)
    }
  })

  it('says the same for a wrong password and an unknown e-mail', async () => {
    await c.register('wrong@example.com', 'Secret123')
    const wrong = await login('wrong@example.com', 'Secret124')
    const unknown = await login('nobody@example.com', 'Secret123')
    expect(wrong).toEqual({ code: Code.BAD_REQUEST, msg: LOGIN_FAILED_MSG, data: null })
    expect(unknown).toEqual(wrong)
  })

  it('asks for a captcha after 3 failures from one IP, refuses a bad token, accepts a solved one once', async () => {
    await c.register('captcha@example.com', 'Secret123')
    const ip = freshIp()
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      await login(email, 'Nope1234', ip)
    const asked = await login('captcha@example.com', 'Secret123', ip)
    expect(asked).toEqual({
      code: Code.CAPTCHA_REQUIRED,
      msg: 'Please complete the captcha to continue.',
      data: null,
    })
    const bad = await login('captcha@example.com', 'Secret123', ip, Buffer.from('{"x":1}').toString('base64'))
    expect(bad.code).toBe(Code.CAPTCHA_FAILED)
    expect(bad.msg).toMatch(/captcha/i)

    const solved = await c.solveCaptcha()
    expect((await login('captcha@example.com', 'Secret123', ip, solved)).code).toBe(Code.SUCCESS)
    const reused = await login('captcha@example.com', 'Secret123', ip, solved)
    expect(reused).toEqual({
      code: Code.CAPTCHA_FAILED,
      msg: 'This captcha was already used. Please solve it again.',
      data: null,
    })
  })

  it('asks for a captcha after 3 failures for one e-mail, whatever the IP', async () => {
    await c.register('spread@example.com', 'Secret123')
    for (let i = 0; i < 3; i++) await login('spread@example.com', 'Nope1234')
    expect((await login('spread@example.com', 'Secret123')).code).toBe(Code.CAPTCHA_REQUIRED)
    expect((await login('spread@example.com', 'Secret123', freshIp(), await c.solveCaptcha())).code).toBe(
      Code.SUCCESS,
    )
  })

  it('locks an account after 100 failures within an hour, even for the right password', async () => {
    await c.register('locked@example.com', 'Secret123')
    for (let i = 0; i < 100; i++) await recordAttempt(t.app.db, 'login-email', 'locked@example.com')
    const res = await login('locked@example.com', 'Secret123', freshIp(), await c.solveCaptcha())
    expect(res).toEqual({ code: Code.BAD_REQUEST, msg: LOGIN_LOCKED_MSG, data: null })
  })

  it('limits sign-in calls per IP', async () => {
    const ip = freshIp()
    const codes = []
    for (let i = 0; i < 21; i++) codes.push((await c.call('POST', 'open/login', {}, { ip })).code)
    expect(codes.at(-1)).toBe(Code.RATE_LIMITED)
    expect(codes.slice(0, 20).every((code) => code === Code.BAD_REQUEST)).toBe(true)
  })
})

describe('the session user', () => {
  it('refreshes with the same token (POST user/login) and signs out (POST user/logout)', async () => {
    const user = await c.register('session@example.com')
    const refreshed = await c.call<{ token: string }>('POST', 'user/login', {}, { token: user.token })
    expect(refreshed).toMatchObject({
      code: Code.SUCCESS,
      data: { token: user.token, email: 'session@example.com' },
    })
    expect((await c.call('POST', 'user/logout', {}, { token: user.token })).code).toBe(Code.SUCCESS)
    const after = await t.app.inject({
      url: '/api/accountservice/user/info',
      headers: { ...t.signed(), authorization: user.token ?? '' },
    })
    expect(after.statusCode).toBe(401)
    expect(after.json().code).toBe(Code.UNAUTHORIZED)
  })
})
