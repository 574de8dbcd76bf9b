import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { ethPriceSource } from './eth-price.ts'

/** A local stand-in for the provider: answers whatever `reply` holds, counting the requests. */
let provider: Server
let url: string
let reply: { status: number; body: string }
let hits = 0
beforeAll(async () => {
  provider = createServer((_req, res) => {
    hits++
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body)
  })
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done))
  url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/price`
})
afterAll(() => new Promise((done) => provider.close(done)))

const apps: TestApp[] = []
afterAll(async () => Promise.all(apps.map((a) => a.close())))
async function ethprice(env: Record<string, string>) {
  const t = await createTestApp(env)
  apps.push(t)
  return (await t.app.inject({ url: '/api/dcservice/open/ethprice', headers: t.signed() })).json()
}

describe('open/ethprice', () => {
  it('answers the provider’s USD price with its time and source', async () => {
    reply = { status: 200, body: '{"data":{"amount":"3456.78","base":"ETH","currency":"USD"}}' }
    const answer = await ethprice({ ETH_PRICE_PROVIDER: 'coinbase', ETH_PRICE_URL: url })
    expect(answer).toMatchObject({ code: 1511200, data: { usd: '3456.78', source: 'coinbase' } })
    expect(Date.now() - Date.parse(answer.data.at)).toBeLessThan(60_000)
  })

  it('says the price is unavailable when no provider answers and none was known', async () => {
    const closed = 'http://127.0.0.1:9/price'
    expect(await ethprice({ ETH_PRICE_PROVIDER: 'coingecko', ETH_PRICE_URL: closed })).toMatchObject({
      code: 1511503,
      msg: 'The USD price is unavailable right now.',
    })
  })

  it('keeps CoinGecko’s digits exactly, asks at most once a minute and keeps the last good price', async () => {
    let clock = 1_000_000
    const price = ethPriceSource({ provider: 'coingecko', url, now: () => clock })
    reply = { status: 200, body: '{"ethereum":{"usd":3456.123456789012345}}' }
    hits = 0
    expect(await price()).toMatchObject({ usd: '3456.123456789012345', source: 'coingecko' })
    reply = { status: 500, body: 'down' }
    clock += 30_000
    expect((await price())?.usd).toBe('3456.123456789012345')
    expect(hits).toBe(1)
    clock += 30_000
    expect((await price())?.usd).toBe('3456.123456789012345')
    expect(hits).toBe(2)
    reply = { status: 200, body: '{"ethereum":{"usd":0}}' }
    clock += 60_000
    expect((await price())?.at).toBe(new Date(1_000_000).toISOString())
  })

  it('never asks anyone with the provider set to none', async () => {
    hits = 0
    expect(await ethPriceSource({ provider: 'none', url })()).toBeUndefined()
    expect(hits).toBe(0)
  })
})
