import {
  addCampaign,
  brickNamed,
  bricksAmount,
  listCampaigns,
  listCaps,
  listTasks,
  setCampaign,
  setCap,
  setTask,
  shown,
} from '../modules/bricks/operators.ts'
import type { Db } from '../platform/db/database.ts'

export type BricksOptions = {
  amount?: string
  type?: string
  title?: string
  description?: string
  sort?: string
  enabled?: string
  month?: string
  goal?: string
  target?: string
}

/**
 * `bricks task list|set`, `bricks cap list|set`, `bricks campaign list|add|set` (docs/bricks.md):
 * the reward centre's configuration. Service refusals throw ApiError; commands.ts shows them.
 */
export async function bricksCommand(
  db: Db,
  args: string[],
  o: BricksOptions,
  usage: (message: string) => Error,
): Promise<string> {
  const [what, action, ref, value] = args
  const list = (rows: { currency: string }[]) => (rows.length === 0 ? '(none)' : rows.map(shown).join('\n'))
  const whole = (text: string | undefined, name: string) => {
    if (text === undefined) return undefined
    const n = Number(text)
    if (!Number.isInteger(n) || n < 0) throw usage(`${name} must be a whole number`)
    return n
  }
  const yesNo = (text: string | undefined) => {
    if (text === undefined) return undefined
    if (text !== 'yes' && text !== 'no') throw usage('--enabled is yes or no')
    return text === 'yes'
  }
  const common = () =>
    Object.fromEntries(
      Object.entries({
        title: o.title,
        description: o.description,
        currency: o.type === undefined ? undefined : brickNamed(o.type),
        amount: o.amount === undefined ? undefined : bricksAmount(o.amount),
        enabled: yesNo(o.enabled),
      }).filter(([, v]) => v !== undefined),
    )

  if (what === 'task' && action === 'list') return list(await listTasks(db))
  if (what === 'task' && action === 'set') {
    if (!ref) throw usage('Give the task (see bricks task list)')
    const sort = whole(o.sort, '--sort')
    const row = await setTask(db, ref, { ...common(), ...(sort === undefined ? {} : { sort }) })
    return `Task ${row.slug}: ${shown(row)}`
  }
  if (what === 'cap' && action === 'list') return list(await listCaps(db))
  if (what === 'cap' && action === 'set') {
    if (!ref || !value) throw usage('Give the brick type and the daily limit, e.g. bricks cap set CBK 1000')
    const row = await setCap(db, brickNamed(ref), bricksAmount(value))
    return `Daily limit: ${row ? shown(row) : ''}`
  }
  if (what === 'campaign' && action === 'list') return list(await listCampaigns(db, o.month))
  if (what === 'campaign' && action === 'add') {
    if (!o.month || !o.title || !o.goal || !o.target || !o.type || !o.amount)
      throw usage('campaign add needs --month, --title, --goal, --target, --type and --amount')
    const row = await addCampaign(db, {
      month: o.month,
      title: o.title,
      description: o.description,
      goal: o.goal,
      target: whole(o.target, '--target') ?? 0,
      currency: brickNamed(o.type),
      amount: bricksAmount(o.amount),
    })
    return `Added campaign #${row?.id} ${row?.title}.`
  }
  if (what === 'campaign' && action === 'set') {
    const id = whole(ref, 'The campaign id')
    if (!id) throw usage('Give the campaign id (see bricks campaign list)')
    const target = whole(o.target, '--target')
    const row = await setCampaign(db, id, {
      ...common(),
      ...(o.goal === undefined ? {} : { goal: o.goal }),
      ...(target === undefined ? {} : { target }),
    })
    return `Campaign #${row.id}: ${shown(row)}`
  }
  throw usage(`Unknown bricks command: ${args.join(' ') || '(none)'}`)
}
