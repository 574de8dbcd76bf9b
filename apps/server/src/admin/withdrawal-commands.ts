import { formatUnits } from '@kid/shared/format/units'
import { createLedger } from '../modules/ledger/index.ts'
import { withdrawalOperations } from '../modules/spending/index.ts'
import type { Db } from '../platform/db/database.ts'
import type { Operator } from './ledger-commands.ts'

/**
 * `withdrawal list [--status review]`, `withdrawal approve <id>`, `withdrawal reject <id> --reason
 * TEXT`: the operator's side of withdrawals above the approval threshold (docs/ledger.md).
 */
export async function withdrawalCommand(
  db: Db,
  operator: Operator,
  action: string | undefined,
  rest: string[],
  options: { status?: string; reason?: string },
  usage: (message: string) => Error,
): Promise<string> {
  const ledger = createLedger({ db, chainId: operator.chainId })
  const ops = withdrawalOperations(db, ledger)
  const decimals = ledger.decimalsOf('usdt')
  if (action === 'list') {
    const rows = await ops.list(options.status)
    if (rows.length === 0) return '(none)'
    return rows
      .map((w) =>
        JSON.stringify({
          id: w.id,
          member: w.userId,
          amount: `${formatUnits(w.amount, decimals, decimals)} USDT`,
          to: w.dest,
          status: w.status,
          at: w.createdAt.toISOString(),
          ...(w.decidedBy ? { decidedBy: w.decidedBy, note: w.note } : {}),
        }),
      )
      .join('\n')
  }
  if (action !== 'approve' && action !== 'reject')
    throw usage(`Unknown withdrawal action: ${action ?? '(none)'}`)
  const id = Number(rest[0])
  if (!Number.isSafeInteger(id) || id <= 0)
    throw usage('Give the withdrawal id (see withdrawal list --status review)')
  if (action === 'approve') {
    await ops.approve(id, operator.actor)
    return `Approved withdrawal ${id}: the member's next look at it signs the voucher.`
  }
  const reason = options.reason?.trim()
  if (!reason) throw usage('Say why with --reason TEXT: the member sees it')
  await ops.reject(id, operator.actor, reason)
  return `Declined withdrawal ${id}: the amount is back in the member's balance.`
}
