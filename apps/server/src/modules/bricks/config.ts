import { brickByCode } from '@kid/shared/bricks'
import type { TaskConfig, TaskKind } from '@kid/shared/bricks/tasks'
import { asc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { bricksCap, bricksTask } from './tables.ts'

export type TaskRow = typeof bricksTask.$inferSelect

/** The tasks operators turned on, in the centre's order. */
export async function enabledTasks(db: Db | Tx): Promise<TaskRow[]> {
  return db
    .select()
    .from(bricksTask)
    .where(eq(bricksTask.enabled, true))
    .orderBy(asc(bricksTask.sort), asc(bricksTask.slug))
}

export async function taskBySlug(db: Db | Tx, slug: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(bricksTask).where(eq(bricksTask.slug, slug))
  return row
}

/** The daily upper limit of each brick type that has one. */
export async function dailyCaps(db: Db | Tx): Promise<Map<string, bigint>> {
  const rows = await db.select().from(bricksCap)
  return new Map(rows.map((r) => [r.currency, r.daily]))
}

/** A task as calls answer it: the brick type by number and code, the amount as an integer string. */
export function taskConfig(row: TaskRow): TaskConfig {
  const brick = brickByCode(row.currency)
  return {
    slug: row.slug,
    kind: row.kind as TaskKind,
    platform: row.platform,
    title: row.title,
    description: row.description,
    brickstype: brick?.brickstype ?? 1,
    code: row.currency,
    amount: row.amount.toString(),
  }
}

/** bricksconfig/getbricksconfig and the rules page: every task on, and the daily limits. */
export async function bricksConfig(db: Db) {
  const [tasks, caps] = await Promise.all([enabledTasks(db), dailyCaps(db)])
  return {
    tasks: tasks.map(taskConfig),
    limits: [...caps].map(([code, daily]) => ({
      brickstype: brickByCode(code)?.brickstype ?? 0,
      code,
      title: brickByCode(code)?.title ?? code,
      limit: daily.toString(),
    })),
  }
}
