import { formatUnits } from '@kid/shared/format/units'
import { createLedger } from '../modules/ledger/index.ts'
import { describeRun, latestRuns, reconcile } from '../modules/spending/index.ts'
import type { ChainRuntime } from '../platform/chain/chain.ts'
import type { Db } from '../platform/db/database.ts'
import { Jobs } from '../platform/jobs/jobs.ts'
import type { Operator } from './ledger-commands.ts'

/** What some commands need beyond the database: the CLI and POST /admin/run each provide them. */
export type AdminServices = {
  /** The chain, for commands that read it (ledger reconcile): the CLI connects on first use. */
  chain?: () => Promise<ChainRuntime>
  /** Where a command's jobs go (a reconciliation alert); default: the queue table, for the server to run. */
  jobs?: Pick<Jobs, 'send'>
  log?: { error(o: object, m: string): void; info(o: object, m: string): void }
  /** PUBLIC_URL: where blind-box prize metadata is served (bbox series create). */
  origin?: string
}

const quiet = { error() {}, info() {} }

/**
 * `ledger reconcile`: compares the funding contract's USDT balance with the ledger now (at the
 * block the indexer has applied), records the run, alerts on a new drift, prints the figures.
 * `ledger reconcile list [--limit N]`: the recent runs, newest first.
 */
export async function reconcileCommand(
  db: Db,
  operator: Operator,
  rest: string[],
  options: { limit?: string },
  services: AdminServices,
  usage: (message: string) => Error,
): Promise<string> {
  const ledger = createLedger({ db, chainId: operator.chainId })
  const decimals = ledger.decimalsOf('usdt')
  const [what, ...extra] = rest
  if (extra.length > 0 || (what !== undefined && what !== 'list'))
    throw usage('ledger reconcile runs it now; ledger reconcile list [--limit N] shows the recent runs')
  if (what === 'list') {
    const limit = options.limit === undefined ? 20 : Number(options.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw usage('--limit is a whole number from 1 to 1000')
    const rows = await latestRuns(db, operator.chainId, limit)
    if (rows.length === 0) return '(none)'
    const usdt = (units: bigint) => `${formatUnits(units, decimals, decimals)} USDT`
    return rows
      .map((r) =>
        JSON.stringify({
          id: r.id,
          at: r.createdAt.toISOString(),
          block: r.blockNumber,
          status: r.status,
          contract: usdt(r.contractBalance),
          ledger: usdt(r.ledgerTotal),
          drift: `${r.drift > 0n ? '+' : ''}${usdt(r.drift)}`,
          alerted: r.alerted,
          by: r.actor,
        }),
      )
      .join('\n')
  }
  if (!services.chain) throw usage('ledger reconcile reads the chain, which this process cannot reach')
  const chain = await services.chain()
  const run = await reconcile(
    {
      db,
      chain,
      ledger,
      jobs: services.jobs ?? new Jobs({ db, onError: () => undefined }),
      log: services.log ?? quiet,
    },
    operator.actor,
  )
  return describeRun(run, decimals)
}
