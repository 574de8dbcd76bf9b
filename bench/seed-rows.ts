// Batched INSERTs for the benchmark seeders. Each batch travels as one JSON parameter that Postgres
// unpacks with json_populate_recordset: a statement of thousands of parameters costs the query
// builder more than Postgres spends storing the rows, and the seed should take seconds.
import type { Db } from '@kid/server/platform/db/database'
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'

const BATCH = 5_000

const toJson = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)

/**
 * Inserts rows typed by the table's insert type, and returns the ids when `id` is given (in the
 * rows' order). A column no row of a batch sets takes its default; one some rows omit is null there.
 */
async function insertBatches<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], id?: PgColumn) {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>)
  const ids: number[] = []
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH) as Record<string, unknown>[]
    const used = columns.filter(([key]) => batch.some((row) => row[key] !== undefined))
    const records = batch.map((row) =>
      Object.fromEntries(
        used.map(([key, c]) => [c.name, row[key] == null ? null : c.mapToDriverValue(row[key])]),
      ),
    )
    const names = sql.raw(used.map(([, c]) => `"${c.name}"`).join(', '))
    const rowType = sql.identifier(getTableName(table))
    const returning: SQL = id ? sql` returning ${sql.identifier(id.name)} as id` : sql``
    const result = (await db.execute(
      sql`insert into ${table} (${names}) select ${names}
        from json_populate_recordset(null::${rowType}, ${JSON.stringify(records, toJson)}::json)${returning}`,
    )) as unknown as { rows: { id: number | string }[] }
    ids.push(...result.rows.map((r) => Number(r.id)))
  }
  return ids
}

export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  await insertBatches(db, table, rows)
}

/** Inserts rows in batches and returns their new ids in the rows' order. */
export function insertIds<T extends PgTable & { id: PgColumn }>(db: Db, table: T, rows: T['$inferInsert'][]) {
  return insertBatches(db, table, rows, table.id)
}
