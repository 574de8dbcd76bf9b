import { describe, expect, it } from 'vitest'
import { outcomeOf } from './catalogue.ts'

const body = (code: number, msg = 'server says') => ({ status: 200, body: { code, msg } })

describe('outcomeOf', () => {
  it('treats both success codes as success', () => {
    expect(outcomeOf(body(1511200))).toEqual({ kind: 'success' })
    expect(outcomeOf(body(1511452))).toEqual({ kind: 'success' })
  })

  it('redirects on ip limit unless the redirect header says false', () => {
    expect(outcomeOf(body(1511461))).toMatchObject({ kind: 'ipLimit', redirect: true })
    expect(outcomeOf({ ...body(1511461), redirectHeader: 'false' })).toMatchObject({ redirect: false })
  })

  it('asks for a captcha, with an error line for 1511722 only', () => {
    expect(outcomeOf(body(1511721))).toMatchObject({ kind: 'captcha', showError: false })
    expect(outcomeOf(body(1511722))).toMatchObject({ kind: 'captcha', showError: true, msg: 'server says' })
  })

  it('maps the three blacklist codes', () => {
    expect(outcomeOf(body(1511541))).toMatchObject({ kind: 'blacklist', type: 'account' })
    expect(outcomeOf(body(1511542))).toMatchObject({ kind: 'blacklist', type: 'device' })
    expect(outcomeOf(body(1511543))).toMatchObject({ kind: 'blacklist', type: 'ip' })
  })

  it('treats HTTP 401 and 1511504 as authentication failure', () => {
    expect(outcomeOf({ status: 401, body: { code: 1511504, msg: 'Please log in' } })).toEqual({
      kind: 'auth',
      msg: 'Please log in',
    })
    expect(outcomeOf({ status: 401 })).toEqual({ kind: 'auth', msg: 'Error' })
    expect(outcomeOf(body(1511504))).toMatchObject({ kind: 'auth' })
  })

  it('reports other failures with the server msg or Error', () => {
    expect(outcomeOf(body(1511400, 'Bad email'))).toEqual({
      kind: 'failure',
      code: 1511400,
      msg: 'Bad email',
    })
    expect(outcomeOf({ status: 502 })).toEqual({ kind: 'failure', code: undefined, msg: 'Error' })
    expect(outcomeOf({ status: 0 })).toMatchObject({ kind: 'failure', msg: 'Error' })
  })
})
