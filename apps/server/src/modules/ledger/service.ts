import type { CurrencyCode } from '@kid/shared/ledger'
import type { Db, Tx } from '../../platform/db/database.ts'
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts'
import { balancesOf } from './balances.ts'
import { bricksCount } from './brickscount.ts'
import { currencyDecimals } from './currency.ts'
import { type HistoryQuery, history } from './history.ts'
import { holdingsOf } from './holdings.ts'
import { type About, freezeLegs, releaseLegs, settleLegs, transferLegs } from './movements.ts'
import { type Leg, type Party, type Posted, post } from './post.ts'
import { type ReverseOptions, reverse } from './reverse.ts'

type Amount = { currency: CurrencyCode; amount: bigint }
type Write = About & { legs: readonly Leg[] }

/**
 * The ledger as other modules use it (docs/ledger.md). Every write is one balanced movement with an
 * idempotency key: the same key again answers the first movement (`created: false`) and moves
 * nothing. A write refused for a member's balance throws InsufficientBalance and changes nothing.
 *
 * Each write takes an optional transaction, so a module's own rows and the money move together;
 * then the caller tells the members once it has committed (`announce`, in an afterCommit task).
 * Without one, the write is its own transaction and the members it touched are told at once.
 */
export type Ledger = ReturnType<typeof createLedger>

export function createLedger(deps: { db: Db; chainId: number; realtime?: RealtimePublisher }) {
  const { db } = deps
  const decimalsOf = (code: CurrencyCode) => currencyDecimals(code, deps.chainId)
  const balanceList = async (userId: number, tx: Db | Tx = db) =>
    bricksCount(await balancesOf(tx, userId), decimalsOf)
  const announce = async (userId: number) =>
    void (await deps.realtime?.toMember(userId, 'ledger.balances', { list: await balanceList(userId) }))

  async function write(movement: Write, tx: Db | Tx | undefined): Promise<Posted> {
    const posted = await post(tx ?? db, movement)
    if (!tx && posted.created) {
      const members = new Set(
        movement.legs.flatMap((leg) => ('userId' in leg.party ? [leg.party.userId] : [])),
      )
      for (const userId of members) await announce(userId)
    }
    return posted
  }

  return {
    /** Any balanced movement; the shorthands below build the common ones. */
    post: (movement: Write, tx?: Db | Tx) => write(movement, tx),
    /** Moves `amount` between two parties' available balances (a reward: from platform 'rewards'). */
    transfer: async (m: About & Amount & { from: Party; to: Party }, tx?: Db | Tx) =>
      write({ ...m, legs: transferLegs(m) }, tx),
    /** Sets a member's amount aside (a withdrawal under way). */
    freeze: async (m: About & Amount & { userId: number }, tx?: Db | Tx) =>
      write({ ...m, legs: freezeLegs(m) }, tx),
    /** Gives a frozen amount back (the withdrawal did not happen). */
    release: async (m: About & Amount & { userId: number }, tx?: Db | Tx) =>
      write({ ...m, legs: releaseLegs(m) }, tx),
    /** Pays out a frozen amount to platform account `to` ('withdrawals'). */
    settle: async (m: About & Amount & { userId: number; to: string }, tx?: Db | Tx) =>
      write({ ...m, legs: settleLegs(m) }, tx),
    /** Undoes the movement in force under `key` (reverse.ts); undefined if there is none. */
    reverse: (key: string, about: About, tx: Db | Tx = db, options?: ReverseOptions) =>
      reverse(tx, key, about, options),
    balances: (userId: number, tx: Db | Tx = db) => balancesOf(tx, userId),
    /** The member's balances as GET userbrickslog/brickscount answers them. */
    balanceList,
    /** Pushes the member's balances to their open pages (realtime 'ledger.balances'). */
    announce,
    decimalsOf,
    /** The members' summed balances and each platform account's of one currency (reconciliation). */
    holdings: (currency: CurrencyCode, tx: Db | Tx = db) => holdingsOf(tx, currency),
    history: (q: HistoryQuery) => history(db, q),
  }
}
