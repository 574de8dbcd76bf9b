import { dropOperations } from '../modules/launchpad/index.ts'
import type { Db } from '../platform/db/database.ts'
import type { Operator } from './ledger-commands.ts'

/**
 * `drop list [--status review]`, `drop approve <id>`, `drop reject <id> --reason TEXT`: the
 * operator's review of launchpad applications (docs/launchpad.md).
 */
export async function dropCommand(
  db: Db,
  operator: Operator,
  action: string | undefined,
  rest: string[],
  options: { status?: string; reason?: string },
  usage: (message: string) => Error,
): Promise<string> {
  const ops = dropOperations(db)
  if (action === 'list') {
    const rows = await ops.list(options.status)
    if (rows.length === 0) return '(none)'
    return rows.map((d) => JSON.stringify({ ...d, fee: `${d.fee} wei` })).join('\n')
  }
  if (action !== 'approve' && action !== 'reject') throw usage(`Unknown drop action: ${action ?? '(none)'}`)
  const id = Number(rest[0])
  if (!Number.isSafeInteger(id) || id <= 0) throw usage('Give the drop id (see drop list)')
  if (action === 'approve') {
    await ops.approve(id, operator.actor)
    return `Approved drop ${id}: its creator can now deploy it from their wallet.`
  }
  const reason = options.reason?.trim()
  if (!reason) throw usage('Say why with --reason TEXT: the creator sees it')
  await ops.reject(id, operator.actor, reason)
  return `Rejected drop ${id}.`
}
