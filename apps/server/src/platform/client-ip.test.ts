import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { clientIpOf, trustedProxies } from './client-ip.ts'

const apps: FastifyInstance[] = []
afterAll(() => Promise.all(apps.map((app) => app.close())))

/** A bare Fastify app answering the client IP computed with the given TRUST_PROXY list. */
function appTrusting(list: string[]) {
  const app = Fastify()
  const trusted = trustedProxies(list)
  app.get('/ip', async (request) => clientIpOf(request, trusted))
  apps.push(app)
  return (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ url: '/ip', remoteAddress, headers }).then((res) => res.body)
}

const FORWARDED = { 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1, 10.0.0.2' }

describe('client IP', () => {
  it('is the socket address when no proxy is trusted, whatever the headers say', async () => {
    const ip = appTrusting([])
    expect(await ip('192.0.2.10', FORWARDED)).toBe('192.0.2.10')
    expect(await ip('::ffff:192.0.2.10')).toBe('192.0.2.10')
  })

  it('is the socket address when the peer is not one of the trusted proxies', async () => {
    const ip = appTrusting(['10.0.0.0/8'])
    expect(await ip('192.0.2.10', FORWARDED)).toBe('192.0.2.10')
  })

  it('from a trusted proxy: real-ip, else the first forwarded-for entry, else the socket', async () => {
    const ip = appTrusting(['10.0.0.0/8', '2001:db8::1'])
    expect(await ip('10.1.2.3', FORWARDED)).toBe('203.0.113.7')
    expect(await ip('10.1.2.3', { 'x-forwarded-for': '198.51.100.1, 10.0.0.2' })).toBe('198.51.100.1')
    expect(await ip('10.1.2.3')).toBe('10.1.2.3')
    expect(await ip('2001:db8::1', { 'x-real-ip': '203.0.113.9' })).toBe('203.0.113.9')
  })

  it('understands loopback', async () => {
    const ip = appTrusting(['loopback'])
    expect(await ip('127.0.0.1', FORWARDED)).toBe('203.0.113.7')
    expect(await ip('::1', FORWARDED)).toBe('203.0.113.7')
    expect(await ip('::ffff:127.0.0.1', FORWARDED)).toBe('203.0.113.7')
  })

  it('refuses a TRUST_PROXY entry that is not an address', () => {
    expect(() => trustedProxies(['proxy.local'])).toThrow(/TRUST_PROXY/)
  })
})
