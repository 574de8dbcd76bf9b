import { describe, expect, it } from 'vitest'
import { afterCode, maskEmail, readResetQuery, readVerificationQuery, stepHref } from './flow.ts'

const q = (s: string) => new URLSearchParams(s)

describe('verification page query', () => {
  it('needs a valid email and a known sendEmailType', () => {
    expect(readVerificationQuery(q(''))).toBeUndefined()
    expect(readVerificationQuery(q('email=a@b.co'))).toBeUndefined()
    expect(readVerificationQuery(q('email=a@b.co&sendEmailType=nope'))).toBeUndefined()
    expect(readVerificationQuery(q('email=nope&sendEmailType=reg'))).toBeUndefined()
    expect(readVerificationQuery(q('email=a@b.co&sendEmailType=reg&sendStatus=1&path=/bricks'))).toEqual({
      email: 'a@b.co',
      flow: 'reg',
      sent: true,
      openid: undefined,
      registertype: undefined,
      path: '/bricks',
      redirectUri: undefined,
    })
  })

  it('round-trips through the page URL', () => {
    const params = readVerificationQuery(q('email=a@b.co&sendEmailType=verify&openid=x&registertype=2'))
    if (!params) throw new Error('no params')
    const href = stepHref({ view: 'verification', params })
    expect(readVerificationQuery(q(href.split('?')[1] ?? ''))).toEqual(params)
  })
})

describe('after a correct code', () => {
  const base = { email: 'a@b.co', sent: true }
  it('routes each flow (spec 000 §4)', () => {
    expect(afterCode({ ...base, flow: 'reg' }, '1234')).toEqual({ action: 'register' })
    expect(afterCode({ ...base, flow: 'forgot' }, '1234')).toEqual({
      action: 'reset',
      step: { view: 'reset', email: 'a@b.co', code: '1234', flow: 'forgot' },
    })
    expect(afterCode({ ...base, flow: 'editPass' }, '1234')).toMatchObject({
      action: 'reset',
      step: { flow: 'editPass' },
    })
    expect(afterCode({ ...base, flow: 'bindEmail' }, '1234')).toEqual({ action: 'bindEmail' })
    expect(afterCode({ ...base, flow: 'verify' }, '1234')).toEqual({ action: 'thirdLogin' })
    expect(afterCode({ ...base, flow: 'denet' }, '1234')).toEqual({ action: 'denet' })
  })
})

describe('reset page query', () => {
  it('needs email and code, else login', () => {
    expect(readResetQuery(q('email=a@b.co'))).toBeUndefined()
    expect(readResetQuery(q('email=a@b.co&code=1234&sendEmailType=editPass'))).toEqual({
      email: 'a@b.co',
      code: '1234',
      flow: 'editPass',
    })
  })
})

describe('maskEmail', () => {
  it('hides most of the local part', () => {
    expect(maskEmail('annabel@kid.social')).toBe('an*****@kid.social')
    expect(maskEmail('a@b.co')).toBe('a***@b.co')
  })
})
