import { Code } from '@kid/shared/codes'
import { SEARCH_TERM_EMPTY, SEARCH_TERM_TOO_LONG, type SearchResults } from '@kid/shared/market/search'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { catalogRows } from '../testing.ts'

let t: TestApp
let aurora: { userId: number; wallet: string }
let auroraSkiesId: number
/** A creator of minted items whose wallet no member has bound. */
const outsider = `0x${'e7'.repeat(20)}`

beforeAll(async () => {
  t = await createTestApp()
  const rows = catalogRows(t)
  aurora = await rows.member(1, { username: 'aurora' })
  await rows.member(2, { username: 'aurora_fan', walletaddress: null })
  const other = await rows.member(3, { username: 'tide' })
  auroraSkiesId = (await rows.collection(aurora.wallet, { name: 'Aurora Skies' })).id
  await rows.collection(other.wallet, { name: 'Tidal aurora' })
  await rows.collection(other.wallet, { name: 'Aurora pending', address: null })
  await rows.item(auroraSkiesId, aurora.wallet, { name: 'Northern aurora', views: 100 })
  await rows.item(auroraSkiesId, aurora.wallet, { name: 'Aurora No. 1', views: 5 })
  await rows.item(auroraSkiesId, aurora.wallet, { name: 'Aurora', views: 0 })
  await rows.item(auroraSkiesId, aurora.wallet, { name: 'Aurora draft', status: 'draft', tokenId: null })
  const tidal = (await rows.collection(other.wallet, { name: 'Odds' })).id
  await rows.item(tidal, other.wallet, { name: 'a_b mark' })
  await rows.item(tidal, other.wallet, { name: 'axb mark' })
  await rows.item(tidal, other.wallet, { name: 'Crab bag' })
  await rows.item(tidal, outsider, { name: 'From afar' })
})
afterAll(async () => t?.close())

type Answer = { code: number; msg: string; data: SearchResults }
const search = async (query: string, ip = '192.0.2.60'): Promise<Answer> =>
  (
    await t.app.inject({ url: `/api/dcservice/open/search?${query}`, headers: t.signed(), remoteAddress: ip })
  ).json()
const names = (page: { list: { name: string }[] } | null) => page?.list.map((row) => row.name)
const people = (a: Answer) => a.data.people?.list.map((p) => [p.username, p.items])

describe('open/search', () => {
  it('finds NFTs, collections and people by name, best match first, drafts and pending collections left out', async () => {
    const found = await search('keyword=Aurora')
    expect(found.code).toBe(Code.SUCCESS)
    expect(found.data.keyword).toBe('aurora')
    expect(names(found.data.nfts)).toEqual(['Aurora', 'Aurora No. 1', 'Northern aurora'])
    expect(names(found.data.collections)).toEqual(['Aurora Skies', 'Tidal aurora'])
    expect(people(found)).toEqual([
      ['aurora', 3],
      ['aurora_fan', 0],
    ])
    expect(found.data.counts).toEqual({ nfts: 3, collections: 2, people: 2 })
  })

  it('cleans the keyword by the spec rule, so % and _ are never wildcards', async () => {
    // 'x%mark' is cleaned to 'xmark' (the % is stripped): it must not match 'axb mark' as LIKE would.
    expect(names((await search('keyword=x%25mark')).data.nfts)).toEqual([])
    expect(names((await search('keyword=c%25rab')).data.nfts)).toEqual(['Crab bag'])
    expect(names((await search('keyword=a_b')).data.nfts)).toEqual(['a_b mark'])
    expect(names((await search(`keyword=${encodeURIComponent(' Aurora<No>!')}`)).data.nfts)).toEqual([])
    expect(names((await search(`keyword=${encodeURIComponent('north ern')}`)).data.nfts)).toEqual([
      'Northern aurora',
    ])
  })

  it('matches a term of one or two characters at the start of names only', async () => {
    expect(names((await search('keyword=cr')).data.nfts)).toEqual(['Crab bag'])
    expect(names((await search('keyword=ab')).data.nfts)).toEqual([])
  })

  it('finds the member or creator behind a wallet address, with what they created', async () => {
    const byWallet = await search(`keyword=${aurora.wallet.toUpperCase().replace('0X', '0x')}`)
    expect(people(byWallet)).toEqual([['aurora', 3]])
    expect(byWallet.data.people?.list[0]).toMatchObject({ userId: aurora.userId, address: aurora.wallet })
    expect(names(byWallet.data.nfts)).toEqual(['Aurora', 'Aurora No. 1', 'Northern aurora'])
    expect(names(byWallet.data.collections)).toEqual(['Aurora Skies'])

    const stranger = await search(`keyword=${outsider}`)
    expect(stranger.data.people?.list).toEqual([
      { userId: null, address: outsider, username: null, avatar: null, kidName: null, items: 1 },
    ])
    expect(names(stranger.data.nfts)).toEqual(['From afar'])

    const nobody = await search(`keyword=0x${'12'.repeat(20)}`)
    expect(nobody.data.counts).toEqual({ nfts: 0, collections: 0, people: 0 })
  })

  it('pages one tab at a time, with the counts on the first page only', async () => {
    const first = await search('keyword=aurora&tab=nfts&size=2')
    expect(names(first.data.nfts)).toEqual(['Aurora', 'Aurora No. 1'])
    expect(first.data.nfts?.hasMore).toBe(true)
    expect([first.data.collections, first.data.people]).toEqual([null, null])
    expect(first.data.counts?.nfts).toBe(3)
    const second = await search('keyword=aurora&tab=nfts&size=2&page=2')
    expect(names(second.data.nfts)).toEqual(['Northern aurora'])
    expect(second.data.counts).toBeNull()
    const all = await search('keyword=aurora&size=1&page=3')
    expect([names(all.data.nfts), all.data.people?.list.length]).toEqual([['Aurora'], 1])
  })

  it('refuses bad input with a message, never a fault', async () => {
    const refused = async (query: string) => {
      const answer = await search(query)
      expect(answer.code, `${query}: ${answer.msg}`).toBe(Code.BAD_REQUEST)
      return answer.msg
    }
    expect(await refused('')).toMatch(/keyword/)
    expect(await refused('keyword=%25%25%20')).toContain(SEARCH_TERM_EMPTY)
    expect(await refused(`keyword=${'a'.repeat(65)}`)).toContain(SEARCH_TERM_TOO_LONG)
    expect(await refused('keyword=aurora&tab=everything')).toMatch(/tab/)
    expect(await refused('keyword=aurora&size=101')).toMatch(/size/)
    expect(await refused('keyword=aurora&page=0')).toMatch(/page/)
    expect(await refused('keyword=a&keyword=b')).toMatch(/keyword/)
    // A term of 64 characters is searched (and finds nothing here).
    expect((await search(`keyword=${'a'.repeat(64)}`)).code).toBe(Code.SUCCESS)
  })

  it('holds one address to a person’s pace', async () => {
    const ip = '192.0.2.61'
    for (let i = 0; i < 120; i++) expect((await search('keyword=tide', ip)).code).toBe(Code.SUCCESS)
    expect((await search('keyword=tide', ip)).code).toBe(Code.RATE_LIMITED)
    expect((await search('keyword=tide')).code).toBe(Code.SUCCESS)
  })
})
