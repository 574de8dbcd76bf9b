import { BRICK_TYPES, brickByCode } from '@kid/shared/bricks'
import { CAMPAIGN_GOALS } from '@kid/shared/bricks/tasks'
import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import { bricksCampaign, bricksCap, bricksTask } from './tables.ts'

/**
 * What operators change (npm run admin -- bricks …): task amounts, titles and switches, the daily
 * limits, the monthly campaigns. Refusals are ApiErrors in words, which the CLI shows as usage errors.
 */

/** A brick type as operators write it: CBK, KF3, KFC, or the code (cbk, gbk, knc). */
export function brickNamed(name: string): string {
  const found = BRICK_TYPES.find((b) => b.title === name.toUpperCase() || b.code === name.toLowerCase())
  if (!found)
    throw badRequest(`Unknown brick type ${name}: one of ${BRICK_TYPES.map((b) => b.title).join(', ')}`)
  return found.code
}

/** A whole, positive number of bricks. */
export function bricksAmount(text: string): bigint {
  if (!/^[1-9]\d{0,17}$/.test(text)) throw badRequest('Bricks are whole numbers above zero, such as 50')
  return BigInt(text)
}

export const listTasks = (db: Db) =>
  db.select().from(bricksTask).orderBy(asc(bricksTask.sort), asc(bricksTask.slug))

export type TaskChange = Partial<{
  amount: bigint
  currency: string
  title: string
  description: string
  sort: number
  enabled: boolean
}>

export async function setTask(db: Db, slug: string, change: TaskChange) {
  if (Object.keys(change).length === 0)
    throw badRequest('Say what to change: --amount, --type, --title, --description, --sort or --enabled')
  const [row] = await db.update(bricksTask).set(change).where(eq(bricksTask.slug, slug)).returning()
  if (!row) throw badRequest(`No task ${slug} (see bricks task list)`)
  return row
}

export const listCaps = (db: Db) => db.select().from(bricksCap).orderBy(asc(bricksCap.currency))

export async function setCap(db: Db, currency: string, daily: bigint) {
  const [row] = await db
    .insert(bricksCap)
    .values({ currency, daily })
    .onConflictDoUpdate({ target: bricksCap.currency, set: { daily } })
    .returning()
  return row
}

export type NewCampaign = {
  month: string
  title: string
  description?: string | undefined
  goal: string
  target: number
  currency: string
  amount: bigint
}

export function checkCampaign(c: Partial<NewCampaign>): void {
  if (c.month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(c.month))
    throw badRequest('--month is YYYY-MM, such as 2025-12')
  if (c.goal !== undefined && !(CAMPAIGN_GOALS as readonly string[]).includes(c.goal))
    throw badRequest(`--goal is one of ${CAMPAIGN_GOALS.join(', ')}`)
  if (c.target !== undefined && !(Number.isInteger(c.target) && c.target > 0 && c.target <= 1000))
    throw badRequest('--target is a whole number from 1 to 1000')
  if (c.title !== undefined && !(c.title.trim() && c.title.length <= 80))
    throw badRequest('--title is 1 to 80 characters')
}

export async function addCampaign(db: Db, c: NewCampaign) {
  checkCampaign(c)
  const [row] = await db
    .insert(bricksCampaign)
    .values({ ...c, description: c.description ?? '' })
    .returning()
  return row
}

export async function setCampaign(db: Db, id: number, change: Partial<NewCampaign> & { enabled?: boolean }) {
  checkCampaign(change)
  if (Object.keys(change).length === 0)
    throw badRequest(
      'Say what to change: --title, --description, --goal, --target, --type, --amount or --enabled',
    )
  const [row] = await db.update(bricksCampaign).set(change).where(eq(bricksCampaign.id, id)).returning()
  if (!row) throw badRequest(`No campaign #${id} (see bricks campaign list)`)
  return row
}

export const listCampaigns = (db: Db, month?: string) =>
  db
    .select()
    .from(bricksCampaign)
    .where(month ? eq(bricksCampaign.month, month) : undefined)
    .orderBy(desc(bricksCampaign.month), asc(bricksCampaign.id))

/** A row for the operator's screen: amounts as text, the brick type by title. */
export const shown = <T extends { currency: string }>(row: T) =>
  JSON.stringify({ ...row, currency: brickByCode(row.currency)?.title ?? row.currency }, (_, v) =>
    typeof v === 'bigint' ? v.toString() : v,
  )
