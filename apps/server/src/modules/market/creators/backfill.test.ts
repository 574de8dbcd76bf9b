import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR } from '../../../platform/paths.ts'
import { type RawDatabase, rawDatabase } from '../../../testing/raw-database.ts'
import { readHomeCounts } from '../home/index.ts'
import { expectTotalsOfBaseRows } from './totals-testing.ts'

let raw: RawDatabase
const before = mkdtempSync(join(tmpdir(), 'kid-migrations-'))
beforeAll(async () => {
  raw = await rawDatabase()
})
afterAll(async () => {
  await raw?.close()
  rmSync(before, { recursive: true, force: true })
})

/** The migrations as they were before the creator totals (up to 0007). */
function migrationsBeforeTotals(): string {
  cpSync(MIGRATIONS_DIR, before, { recursive: true })
  const journalPath = join(before, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((e) => e.tag.startsWith('0008_'))
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
  return before
}

describe('migration 0008 on a database that already has a catalogue', () => {
  it('fills the creator totals from the items and sales already there', async () => {
    await raw.migrate(migrationsBeforeTotals())
    await raw.exec(`
      insert into market_collection (id, chain_id, address, standard, name, symbol, creator_address)
        values (1, 31337, '0xc0', 721, 'Old', 'OLD', '0xa1');
      insert into market_item (id, collection_id, token_id, name, media_url, media_type, creator_address, status)
        values (1, 1, 1, 'a', '/a.png', 'image', '0xa1', 'minted'), (2, 1, 2, 'b', '/b.png', 'image', '0xa1', 'minted'),
               (3, 1, 3, 'c', '/c.png', 'image', '0xb2', 'minted'), (4, 1, null, 'd', '/d.png', 'image', '0xb2', 'draft');
      insert into market_activity (item_id, collection_id, kind, price_wei, currency, created_at) values
        (1, 1, 'sale', 3000, '0x0000000000000000000000000000000000000000', '2026-01-01T10:15:00Z'),
        (1, 1, 'sale', 4000, '0x0000000000000000000000000000000000000000', '2026-01-01T10:45:00Z'),
        (3, 1, 'sale', 9000, '0x00000000000000000000000000000000000000aa', '2026-01-01T10:45:00Z'),
        (3, 1, 'mint', null, null, '2026-01-01T09:00:00Z')`)
    await raw.migrate(MIGRATIONS_DIR)
    await expectTotalsOfBaseRows(raw.db)
    expect(await readHomeCounts(raw.db)).toEqual({ items: 3, collections: 1, creators: 2, volumeWei: '7000' })
  })
})
