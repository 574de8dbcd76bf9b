import { Code } from '@kid/shared/codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountEmailUndo } from './tables/email-undo.ts'
import { type AccountScene, accountScene, digest, EASY_ALTCHA, outbox } from './testing.ts'

/** The clock of codes and links: the wall clock unless a test moves it (the 7-day undo). */
let shift = 0
let { t, c } = {} as AccountScene
beforeAll(async () => {
  ;({ t, c } = await accountScene({}, undefined, EASY_ALTCHA, { now: () => new Date(Date.now() + shift) }))
})
afterAll(() => t.close())

async function linkIn(email: string, pattern: RegExp): Promise<string> {
  const [mail] = await outbox(t, email, 1)
  const token = mail?.text.match(pattern)?.[1]
  if (!token) throw new Error(`no link matching ${pattern} mailed to ${email}`)
  return token
}
const confirmTokenTo = (email: string) => linkIn(email, /emailVerify\?token=(\S+)/)
const undoTokenTo = (email: string) => linkIn(email, /emailVerify\?undo=(\S+)/)

/** A member signed up through the real calls, with the token of that sign-up's session. */
const member = async (email: string) => ({ token: (await c.register(email)).token ?? '' })
const info = (token: string) => c.call<{ email: string }>('GET', 'user/info', undefined, { token })
const ask = (token: string, body: Record<string, unknown>) =>
  c.call('POST', 'user/email/change', body, { token })
const signIn = async (email: string, password = 'Secret123') =>
  (await c.call<{ token: string }>('POST', 'open/login', { email, password: digest(password) })).data.token

describe('changing the account e-mail (user/email/change, open/email/confirm)', () => {
  it('needs the current password or a code sent to the current address, not just a session', async () => {
    const user = await member('proof@example.com')
    expect(await ask(user.token, { email: 'taken-over@example.com' })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'Please enter your current password, or the code we sent to your current e-mail address.',
    })
    expect(
      await ask(user.token, { email: 'taken-over@example.com', password: digest('Guess1234') }),
    ).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'Your current password is incorrect.',
    })
    expect(await ask(user.token, { email: 'taken-over@example.com', code: '1234' })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'The verification code has expired.',
    })
    expect(await outbox(t, 'taken-over@example.com')).toHaveLength(0)

    expect((await c.call('GET', 'open/sendemail', { email: 'proof@example.com', type: 5 })).code).toBe(
      Code.SUCCESS,
    )
    const code = await c.codeFromOutbox('proof@example.com')
    expect((await ask(user.token, { email: 'by-code@example.com', code })).code).toBe(Code.SUCCESS)
    expect(await confirmTokenTo('by-code@example.com')).toBeTruthy()
  })

  it('changes the address once the new one confirms, ends the other sessions and tells the old address', async () => {
    const user = await member('before@example.com')
    const elsewhere = await signIn('before@example.com')
    const asked = await ask(user.token, { email: 'After@Example.com', password: digest('Secret123') })
    expect(asked.code).toBe(Code.SUCCESS)
    expect((await info(user.token)).data.email).toBe('before@example.com')

    const token = await confirmTokenTo('after@example.com')
    expect(await c.call('GET', 'open/email/confirm', { token })).toMatchObject({
      code: Code.SUCCESS,
      data: { email: 'after@example.com' },
    })
    expect((await info(user.token)).data.email).toBe('after@example.com')
    expect((await info(elsewhere)).code).toBe(Code.UNAUTHORIZED)
    const [told] = await outbox(t, 'before@example.com', 1)
    expect(told?.subject).toBe('Your KID e-mail address was changed')
    expect(told?.text).toMatch(/^https?:\/\/[^/\s]+\/emailVerify\?undo=\S+$/m)
    expect(await c.call('GET', 'open/email/confirm', { token })).toMatchObject({ code: Code.BAD_REQUEST })
  })

  it('drops a pending change when the session that asked for it ends', async () => {
    const user = await member('signout@example.com')
    await ask(user.token, { email: 'pending@example.com', password: digest('Secret123') })
    await c.call('POST', 'user/logout', undefined, { token: user.token })
    const token = await confirmTokenTo('pending@example.com')
    expect(await c.call('GET', 'open/email/confirm', { token })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'This confirmation link is invalid, used or expired.',
    })
    expect(await signIn('signout@example.com')).toBeTruthy()
  })

  it('refuses a forged or altered link and an address another account has, changing nothing', async () => {
    const user = await member('owner@example.com')
    await c.register('someone@example.com')
    const password = digest('Secret123')
    expect(await ask(user.token, { email: 'someone@example.com', password })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'This email is already registered.',
    })

    await ask(user.token, { email: 'fresh@example.com', password })
    const token = await confirmTokenTo('fresh@example.com')
    const [body, mac] = token.split('.') as [string, string]
    const altered = JSON.parse(Buffer.from(body, 'base64url').toString())
    altered.to = 'attacker@example.com'
    const forged = `${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${mac}`
    expect(await c.call('GET', 'open/email/confirm', { token: forged })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'This confirmation link is invalid, used or expired.',
    })
    expect((await info(user.token)).data.email).toBe('owner@example.com')
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

describe('undoing an e-mail change from the old address (open/email/undo)', () => {
  /** A hijacker who knows the password moves the account to their address, then to another. */
  async function hijack(owner: string, ...addresses: string[]) {
    const user = await member(owner)
    const hijacker = await signIn(owner)
    for (const address of addresses) {
      await ask(hijacker, { email: address, password: digest('Secret123') })
      await c.call('GET', 'open/email/confirm', { token: await confirmTokenTo(address) })
    }
    return { user, hijacker }
  }

  it('puts the old address back even after a second change, ends every session, and works once', async () => {
    const { user, hijacker } = await hijack('victim@example.com', 'thief@example.com', 'thief2@example.com')
    expect((await info(user.token)).code).toBe(Code.UNAUTHORIZED)
    const token = await undoTokenTo('victim@example.com')
    // The undo link is stored only as a hash.
    const stored = await t.app.db.select().from(accountEmailUndo)
    expect(stored.length).toBeGreaterThan(0)
    expect(JSON.stringify(stored)).not.toContain(token)

    expect(await c.call('POST', 'open/email/undo', { token })).toMatchObject({
      code: Code.SUCCESS,
      data: { email: 'victim@example.com' },
    })
    expect((await info(hijacker)).code).toBe(Code.UNAUTHORIZED)
    const back = await signIn('victim@example.com')
    expect((await info(back)).data.email).toBe('victim@example.com')
    expect(await c.call('POST', 'open/email/undo', { token })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'This undo link is invalid, used or expired.',
    })
  })

  it('stops working after 7 days', async () => {
    await hijack('slow@example.com', 'thief3@example.com')
    const token = await undoTokenTo('slow@example.com')
    shift = 7 * 24 * 3600_000 + 60_000
    try {
      expect(await c.call('POST', 'open/email/undo', { token })).toMatchObject({
        code: Code.BAD_REQUEST,
        msg: 'This undo link is invalid, used or expired.',
      })
    } finally {
      shift = 0
    }
    expect(await signIn('thief3@example.com')).toBeTruthy()
  })
})
