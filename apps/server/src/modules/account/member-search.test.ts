import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RawDatabase, rawDatabase } from '../../testing/raw-database.ts'
import { createMembers, type Members } from './members.ts'
import { accountUser } from './tables.ts'

let raw: RawDatabase
let members: Members
const NAMES = ['tidepool', 'tide', 'riptide', 'tide_2', 'tideX2', 'ember', 'a_b', 'axb']

beforeAll(async () => {
  raw = await rawDatabase({ migrated: true })
  await raw.db.insert(accountUser).values(
    NAMES.map((username, i) => ({
      uid: `u${i}`,
      username,
      walletaddress: i === 0 ? `0x${'ab'.repeat(20)}` : null,
    })),
  )
  members = createMembers(raw.db)
}, 60_000)
afterAll(() => raw?.close())

const names = async (term: string, limit = 10, offset = 0) =>
  (await members.search(term, limit, offset)).map((m) => m.username)

describe('searching members by name', () => {
  it('puts the name itself first, then names starting with it (shortest first), then the rest', async () => {
    expect(await names('TIDE')).toEqual(['tide', 'tide_2', 'tideX2', 'tidepool', 'riptide'])
  })

  it('takes _ literally, not as any one character', async () => {
    expect(await names('a_b')).toEqual(['a_b'])
    expect(await names('e_2')).toEqual(['tide_2'])
  })

  it('pages and counts, the count stopping past its cap', async () => {
    expect(await names('tide', 2, 2)).toEqual(['tideX2', 'tidepool'])
    expect(await members.countSearch('tide', 100)).toBe(5)
    expect(await members.countSearch('tide', 3)).toBe(4)
    expect(await members.countSearch('nobody', 3)).toBe(0)
  })

  it('answers members as the service shows them', async () => {
    const [first] = await members.search('tidepool', 1)
    expect(first).toMatchObject({ username: 'tidepool', wallet: `0x${'ab'.repeat(20)}`, uid: 'u0' })
  })

  it('reads the trigram index, not every member', async () => {
    await raw.exec('set enable_seqscan = off')
    const { rows } = await raw.query<{ 'QUERY PLAN': string }>(
      "explain select id from account_user where lower(username) like '%ide%'",
    )
    await raw.exec('set enable_seqscan = on')
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('account_user_username_trgm_idx')
  })
})
