import { describe, expect, it } from 'vitest'
import { PageCache, type RenderedPage } from './page-cache.ts'

const page = (body: string, extra: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body,
  nonce: 'n0',
  ...extra,
})

function setup() {
  let now = 0
  const cache = new PageCache({ freshMs: 5_000, staleMs: 30_000, maxEntries: 2, now: () => now })
  let renders = 0
  const render = async () => page(`render ${++renders}`)
  return { cache, render, renders: () => renders, at: (ms: number) => (now = ms) }
}

describe('the page cache', () => {
  it('renders a key once while it is fresh', async () => {
    const { cache, render, renders, at } = setup()
    expect(await cache.get('/', render)).toMatchObject({ state: 'miss', page: { body: 'render 1' } })
    at(4_999)
    expect(await cache.get('/', render)).toMatchObject({ state: 'hit', page: { body: 'render 1' } })
    expect(await cache.get('/other', render)).toMatchObject({ state: 'miss', page: { body: 'render 2' } })
    expect(renders()).toBe(2)
  })

  it('serves a stale copy while one render replaces it, then the new one', async () => {
    const { cache, render, renders, at } = setup()
    await cache.get('/', render)
    at(6_000)
    const [a, b] = await Promise.all([cache.get('/', render), cache.get('/', render)])
    expect([a.state, b.state, a.page.body, b.page.body]).toEqual(['stale', 'stale', 'render 1', 'render 1'])
    await new Promise((resolve) => setImmediate(resolve))
    expect(renders()).toBe(2) // one background render for both
    expect(await cache.get('/', render)).toMatchObject({ state: 'hit', page: { body: 'render 2' } })
  })

  it('renders again once a copy is past freshness and staleness', async () => {
    const { cache, render, at } = setup()
    await cache.get('/', render)
    at(35_000)
    expect(await cache.get('/', render)).toMatchObject({ state: 'miss', page: { body: 'render 2' } })
  })

  it('lets visitors asking at once wait on one render', async () => {
    const { cache, render, renders } = setup()
    const all = await Promise.all([1, 2, 3].map(() => cache.get('/', render)))
    expect(all.map((r) => r.page.body)).toEqual(['render 1', 'render 1', 'render 1'])
    expect(renders()).toBe(1)
  })

  it('never keeps a page that sets a cookie or is not a 200, nor shares it with those waiting', async () => {
    const { cache } = setup()
    let renders = 0
    const withCookie = async () => page(`cookie ${++renders}`, { headers: [['set-cookie', 'kid_app=1']] })
    const [first, second] = await Promise.all([cache.get('/', withCookie), cache.get('/', withCookie)])
    expect([first.page.body, second.page.body]).toEqual(['cookie 1', 'cookie 2'])
    const notFound = async () => page('gone', { status: 404 })
    await cache.get('/gone', notFound)
    expect(await cache.get('/gone', async () => page('back'))).toMatchObject({
      state: 'miss',
      page: { body: 'back' },
    })
    expect(cache.size).toBe(1)
  })

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const { cache, render } = setup()
    for (const key of ['/a', '/b', '/c']) await cache.get(key, render)
    expect(cache.size).toBe(2)
    expect((await cache.get('/a', render)).state).toBe('miss')
    expect((await cache.get('/c', render)).state).toBe('hit')
  })
})
