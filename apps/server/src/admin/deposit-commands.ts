import { formatUnits } from '@kid/shared/format/units'
import { accountIdOf } from '../modules/account/blacklist.ts'
import { createLedger } from '../modules/ledger/index.ts'
import { depositOperations } from '../modules/spending/index.ts'
import type { Db } from '../platform/db/database.ts'
import type { Operator } from './ledger-commands.ts'

/**
 * `deposit list [--status unattributed] [--limit N]`, `deposit assign <id> <member> --reason TEXT`,
 * `deposit returned <id> --reason TEXT`: deposits to the funding contract, and the operator's
 * answer to one that named nobody (docs/ledger.md "Reconciliation").
 */
export async function depositCommand(
  db: Db,
  operator: Operator,
  action: string | undefined,
  rest: string[],
  options: { status?: string; reason?: string; limit?: string },
  usage: (message: string) => Error,
): Promise<string> {
  const ledger = createLedger({ db, chainId: operator.chainId })
  const ops = depositOperations(db, ledger)
  const decimals = ledger.decimalsOf('usdt')
  if (action === 'list') {
    const limit = options.limit === undefined ? 50 : Number(options.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw usage('--limit is a whole number from 1 to 1000')
    const rows = await ops.list(options.status, limit)
    if (rows.length === 0) return '(none)'
    return rows
      .map((d) =>
        JSON.stringify({
          id: d.id,
          block: d.blockNumber,
          tx: d.txHash,
          named: d.beneficiary,
          member: d.userId,
          amount: `${formatUnits(d.amount, decimals, decimals)} USDT`,
          at: d.createdAt.toISOString(),
          ...(d.returnedAt ? { returnedAt: d.returnedAt.toISOString() } : {}),
          ...(d.resolvedBy ? { resolvedBy: d.resolvedBy, note: d.note } : {}),
        }),
      )
      .join('\n')
  }
  if (action !== 'assign' && action !== 'returned')
    throw usage(`Unknown deposit action: ${action ?? '(none)'}`)
  const id = Number(rest[0])
  if (!Number.isSafeInteger(id) || id <= 0)
    throw usage('Give the deposit id (see deposit list --status unattributed)')
  const reason = options.reason?.trim()
  if (!reason) throw usage('Say why with --reason TEXT: it is kept with the deposit')
  if (action === 'assign') {
    if (!rest[1]) throw usage('Give the member to credit (e-mail, uid or id)')
    const userId = await accountIdOf(db, rest[1])
    await ops.assign(id, userId, operator.actor, reason)
    return `Credited deposit ${id} to member ${userId}.`
  }
  await ops.returned(id, operator.actor, reason)
  return `Deposit ${id} is marked returned: the reconciliation no longer counts it as held for its sender.`
}
