import { Code } from '@kid/shared/codes'
import { CURRENCY_CODES, type CurrencyCode } from '@kid/shared/ledger'
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { pgErrorOf } from '../../platform/db/pg-error.ts'
import { ApiError, badRequest } from '../../platform/errors.ts'
import { titleOf } from './currency.ts'
import { ledgerAccount, ledgerEntry, ledgerTx } from './tables.ts'

/** Who holds an amount: a member, or a platform account named for its role ('deposits', 'rewards', …). */
export type Party = { userId: number } | { platform: string }
export type Bucket = 'available' | 'frozen'

/** One side of a movement: `amount` (signed) on a party's available or frozen part of `currency`. */
export type Leg = { party: Party; currency: CurrencyCode; bucket: Bucket; amount: bigint }

export type Movement = {
  /** Idempotency: posting the same key again moves nothing and answers the first movement. */
  key: string
  /** What kind of movement ('deposit', 'withdrawal', 'reward', 'operator', …): history filters on it. */
  kind: string
  /** Why, in words an operator or member can read later. */
  reason: string
  /** Who asked ('operator:<name>', 'member:<id>', 'system'). */
  actor: string
  legs: readonly Leg[]
}

export type Posted = { txId: number; created: boolean }

const PLATFORM_NAME = /^[a-z][a-z0-9-]{1,31}$/

/** Thrown when a member's balance would go below zero: the movement is refused whole. */
export class InsufficientBalance extends ApiError {
  override name = 'InsufficientBalance'
  constructor(readonly currency: CurrencyCode) {
    super(Code.BAD_REQUEST, `Your ${titleOf(currency)} balance is too low for this`)
  }
}

/**
 * Writes one movement, all or nothing: the movement row (unique key), its entries, and each
 * member's balance, in a transaction of its own or a savepoint of the caller's (so a refused
 * movement leaves the caller's transaction usable). The database's CHECK refuses a member balance
 * below zero; that refusal becomes InsufficientBalance. Concurrent posts of one key: the second
 * waits for the first and then answers it.
 */
export async function post(db: Db | Tx, movement: Movement): Promise<Posted> {
  checkMovement(movement)
  try {
    return await db.transaction((tx) => write(tx, movement))
  } catch (error) {
    const pg = pgErrorOf(error)
    if (pg?.code === '23514' && pg.constraint === 'ledger_account_not_negative') {
      throw new InsufficientBalance(currencyOfFailure(error, movement))
    }
    throw error
  }
}

async function write(tx: Tx, movement: Movement): Promise<Posted> {
  const [inserted] = await tx
    .insert(ledgerTx)
    .values({ key: movement.key, kind: movement.kind, reason: movement.reason, actor: movement.actor })
    .onConflictDoNothing({ target: ledgerTx.key, where: isNull(ledgerTx.reversedBy) })
    .returning({ id: ledgerTx.id })
  if (!inserted) {
    const [first] = await tx
      .select({ id: ledgerTx.id })
      .from(ledgerTx)
      .where(and(eq(ledgerTx.key, movement.key), isNull(ledgerTx.reversedBy)))
    if (!first) throw new Error(`ledger: movement ${movement.key} neither inserted nor found`)
    return { txId: first.id, created: false }
  }
  const accounts = await accountsOf(tx, movement.legs)
  await tx.insert(ledgerEntry).values(
    movement.legs.map((leg) => ({
      txId: inserted.id,
      accountId: accounts.get(accountKey(leg.party, leg.currency)) as number,
      bucket: leg.bucket,
      amount: leg.amount,
    })),
  )
  // Members' balances, one update per account in id order (two movements touching the same two
  // members lock them in the same order: no deadlock). Platform balances are not kept.
  const deltas = new Map<number, { available: bigint; frozen: bigint; currency: CurrencyCode }>()
  for (const leg of movement.legs) {
    if (!('userId' in leg.party)) continue
    const id = accounts.get(accountKey(leg.party, leg.currency)) as number
    const delta = deltas.get(id) ?? { available: 0n, frozen: 0n, currency: leg.currency }
    delta[leg.bucket] += leg.amount
    deltas.set(id, delta)
  }
  for (const [id, delta] of [...deltas].sort(([a], [b]) => a - b)) {
    if (delta.available === 0n && delta.frozen === 0n) continue
    await tx
      .update(ledgerAccount)
      .set({
        available: sql`${ledgerAccount.available} + ${delta.available.toString()}::numeric`,
        frozen: sql`${ledgerAccount.frozen} + ${delta.frozen.toString()}::numeric`,
      })
      .where(eq(ledgerAccount.id, id))
      .catch((error) => {
        throw Object.assign(error, { ledgerCurrency: delta.currency })
      })
  }
  return { txId: inserted.id, created: true }
}

const accountKey = (party: Party, currency: string) =>
  'userId' in party ? `m:${party.userId}:${currency}` : `p:${party.platform}:${currency}`

/** The account ids of the legs' parties, made on first use. */
async function accountsOf(tx: Tx, legs: readonly Leg[]): Promise<Map<string, number>> {
  const wanted = new Map(legs.map((leg) => [accountKey(leg.party, leg.currency), leg]))
  const rows = () =>
    tx
      .select({
        id: ledgerAccount.id,
        userId: ledgerAccount.userId,
        platform: ledgerAccount.platform,
        currency: ledgerAccount.currency,
      })
      .from(ledgerAccount)
      .where(
        or(
          ...[...wanted.values()].map(({ party, currency }) =>
            and(
              'userId' in party
                ? eq(ledgerAccount.userId, party.userId)
                : eq(ledgerAccount.platform, party.platform),
              eq(ledgerAccount.currency, currency),
            ),
          ),
        ),
      )
  const keyed = (found: Awaited<ReturnType<typeof rows>>) =>
    new Map(
      found.map((row) => [
        accountKey(
          row.userId !== null ? { userId: row.userId } : { platform: row.platform ?? '' },
          row.currency,
        ),
        row.id,
      ]),
    )
  let ids = keyed(await rows())
  const missing = [...wanted].filter(([key]) => !ids.has(key)).map(([, leg]) => leg)
  if (missing.length > 0) {
    await tx
      .insert(ledgerAccount)
      .values(
        missing.map(({ party, currency }) =>
          'userId' in party ? { userId: party.userId, currency } : { platform: party.platform, currency },
        ),
      )
      .onConflictDoNothing()
    ids = keyed(await rows())
  }
  return ids
}

/** Refuses a malformed movement before anything is written: a caller's mistake, said in words. */
function checkMovement(movement: Movement): void {
  if (!movement.key || movement.key.length > 200)
    throw badRequest('A movement needs a key of 1 to 200 characters')
  if (!movement.reason.trim() || movement.reason.length > 500) {
    throw badRequest('Give a reason of 1 to 500 characters')
  }
  if (movement.legs.length < 2) throw badRequest('A movement has at least two entries')
  const sums = new Map<string, bigint>()
  for (const leg of movement.legs) {
    if (!CURRENCY_CODES.includes(leg.currency)) throw badRequest(`Unknown currency: ${String(leg.currency)}`)
    if (typeof leg.amount !== 'bigint' || leg.amount === 0n)
      throw badRequest('An entry moves a whole, non-zero amount')
    if ('platform' in leg.party && !PLATFORM_NAME.test(leg.party.platform)) {
      throw badRequest(`Not a platform account name: ${leg.party.platform}`)
    }
    if ('userId' in leg.party && !(Number.isSafeInteger(leg.party.userId) && leg.party.userId > 0)) {
      throw badRequest('Not a member id')
    }
    sums.set(leg.currency, (sums.get(leg.currency) ?? 0n) + leg.amount)
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n)
      throw new Error(`ledger: movement ${movement.key} does not balance in ${currency} (${sum})`)
  }
}

function currencyOfFailure(error: unknown, movement: Movement): CurrencyCode {
  const tagged = (error as { ledgerCurrency?: CurrencyCode }).ledgerCurrency
  return tagged ?? (movement.legs.find((leg) => leg.amount < 0n)?.currency as CurrencyCode)
}
