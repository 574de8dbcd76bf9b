import { formatUnits } from '@kid/shared/format/units'
import { CURRENCIES, type Currency, parseAmount } from '@kid/shared/ledger'
import { accountIdOf } from '../modules/account/blacklist.ts'
import { createLedger } from '../modules/ledger/index.ts'
import type { Db } from '../platform/db/database.ts'

/** Who runs the command and on which chain (USDT's decimals depend on it). */
export type Operator = { actor: string; chainId: number }

/**
 * `ledger credit|debit <member> <type> <amount> --reason TEXT`: an operator's movement between the
 * member and the platform account 'operator', recorded with who, when and why (kind 'operator').
 * `ledger history [<member>] [--kind K] [--limit N]`: movements newest first, the audit trail.
 * The type is a currency's title or code (USDT, FAT, FAH, CBK, KF3, KFC); the amount is in its
 * units as a person writes it (12.5 USDT), at most the currency's decimals.
 */
export async function ledgerCommand(
  db: Db,
  operator: Operator,
  action: string | undefined,
  rest: string[],
  options: { reason?: string; kind?: string; limit?: string; key?: string },
  usage: (message: string) => Error,
): Promise<string> {
  const ledger = createLedger({ db, chainId: operator.chainId })
  if (action === 'history') {
    const limit = options.limit === undefined ? 50 : Number(options.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw usage('--limit is a whole number from 1 to 1000')
    const userId = rest[0] ? await accountIdOf(db, rest[0]) : undefined
    const rows = await ledger.history({ userId, kind: options.kind, limit })
    if (rows.length === 0) return '(none)'
    return rows
      .map((r) =>
        JSON.stringify({
          id: r.txId,
          at: r.createdAt.toISOString(),
          kind: r.kind,
          by: r.actor,
          reason: r.reason,
          key: r.key,
          ...(r.reversedBy ? { reversedBy: r.reversedBy } : {}),
          entries: r.entries.map(
            (e) => `${e.owner} ${e.bucket} ${e.amount > 0n ? '+' : ''}${e.amount} ${e.currency}`,
          ),
        }),
      )
      .join('\n')
  }
  if (action !== 'credit' && action !== 'debit') throw usage(`Unknown ledger action: ${action ?? '(none)'}`)
  const [ref, type, amountText] = rest
  if (!ref || !type || !amountText) throw usage(`Give the member, the type and the amount to ${action}`)
  const currency = currencyNamed(type)
  if (!currency) throw usage(`Unknown type ${type}: one of ${CURRENCIES.map((c) => c.title).join(', ')}`)
  const reason = options.reason?.trim()
  if (!reason) throw usage('Say why with --reason TEXT: it is kept with the movement')
  const decimals = ledger.decimalsOf(currency.code)
  const amount = parseAmount(amountText, decimals, currency.title)
  if (typeof amount !== 'bigint') throw usage(amount.message)
  const userId = await accountIdOf(db, ref)
  const member = { userId }
  const operatorAccount = { platform: 'operator' }
  const posted = await ledger.transfer({
    // A retried command with the same --key moves nothing the second time.
    key: options.key ?? `operator:${crypto.randomUUID()}`,
    kind: 'operator',
    reason,
    actor: operator.actor,
    currency: currency.code,
    amount,
    from: action === 'credit' ? operatorAccount : member,
    to: action === 'credit' ? member : operatorAccount,
  })
  const { available, frozen } = (await ledger.balances(userId))[currency.code]
  const shown = (units: bigint) => `${formatUnits(units, decimals, decimals)} ${currency.title}`
  return `${posted.created ? (action === 'credit' ? 'Credited' : 'Debited') : 'Already done:'} ${shown(amount)} ${
    action === 'credit' ? 'to' : 'from'
  } member ${userId} (movement ${posted.txId}). Now available ${shown(available)}, frozen ${shown(frozen)}.`
}

function currencyNamed(name: string): Currency | undefined {
  const n = name.toLowerCase()
  return CURRENCIES.find((c) => c.code === n || c.title.toLowerCase() === n)
}
