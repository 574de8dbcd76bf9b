import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RawDatabase, rawDatabase } from '../../testing/raw-database.ts'
import { escapeLike, matchesTerm, matchRank, searchPattern } from './text-match.ts'

let raw: RawDatabase
const NAMES = ['a_b', 'axb', '100% wool', '1000 cranes', 'back\\slash', 'Cats', 'Cool Cats', 'Bobcats']

beforeAll(async () => {
  raw = await rawDatabase()
  await raw.exec('create table names (name text not null)')
  await raw.query(`insert into names values ${NAMES.map((_, i) => `($${i + 1})`).join(', ')}`, NAMES)
})
afterAll(() => raw?.close())

/** The names a search finds, best match first (then alphabetically). */
async function search(term: string): Promise<string[]> {
  const lowered = sql`lower(name)`
  const rows = await raw.db.execute<{ name: string }>(
    sql`select name from names where ${matchesTerm(lowered, term)} order by ${matchRank(lowered, term)}, name`,
  )
  return (rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)
}

describe('name search patterns', () => {
  it('takes LIKE wildcards literally', async () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
    expect(await search('a_b')).toEqual(['a_b'])
    expect(await search('100%')).toEqual(['100% wool'])
    expect(await search('k\\s')).toEqual(['back\\slash'])
  })

  it('ranks the whole name, then its start, then anywhere in it; case does not matter', async () => {
    expect(await search('CATS')).toEqual(['Cats', 'Bobcats', 'Cool Cats'])
    expect(await search('cool')).toEqual(['Cool Cats'])
  })

  it('matches a term shorter than a trigram at the start of names only', async () => {
    expect(searchPattern('ca')).toBe('ca%')
    expect(searchPattern('cat')).toBe('%cat%')
    expect(await search('ca')).toEqual(['Cats'])
  })
})
