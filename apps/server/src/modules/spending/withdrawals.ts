import { formatUnits } from '@kid/shared/format/units'
import { and, count, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm'
import type { Address } from 'viem'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import type { Relayer } from '../../platform/chain/relayer.ts'
import { afterCommit, transaction } from '../../platform/db/after-commit.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { Members } from '../account/index.ts'
import type { Ledger } from '../ledger/index.ts'
import { fundingState, voucherClock } from './funding-contract.ts'
import { queueRelay, RELAY_MARGIN_SECONDS, relaysOf } from './relay.ts'
import { spendingAddress, spendingWithdrawal } from './tables.ts'
import { signVoucher } from './voucher.ts'
import {
  EXPIRY_GRACE_SECONDS,
  judgeWithdrawal,
  WITHDRAW_LIMITS,
  type WithdrawalContext,
} from './withdraw-rules.ts'
import {
  type RelayRow,
  WITHDRAWAL_STATUS_TEXT,
  type WithdrawalRow,
  withdrawalView,
} from './withdrawal-view.ts'

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'spending.expire-withdrawal': { id: number }
  }
}

export type WithdrawDeps = {
  db: Db
  chain: ChainRuntime
  ledger: Ledger
  members: Members
  jobs: Jobs
  now: () => Date
  /** The platform's relayer (RELAYER_PRIVATE_KEY); undefined = members send from their wallets. */
  relayer?: Relayer | undefined
}

export const NOT_FOUND = 'No such withdrawal'
/** Any number on which all copies agree: one member's withdrawals are judged one at a time. */
const MEMBER_LOCK = 7_151_123

const OPEN_STATUSES = ['review', 'issued'] as const

export type WithdrawInput = { amount: string; address: string; requestid?: string }

/** The member's withdrawals (spec 000 §7 token/withdraw): check, save, history, details. */
export function createWithdrawals(deps: WithdrawDeps) {
  const { db, chain, ledger } = deps
  const decimals = ledger.decimalsOf('usdt')
  const fundingWallet = chain.deployment.contracts.fundingWallet
  const view = (row: WithdrawalRow, relay?: RelayRow) =>
    withdrawalView(row, { decimals, fundingWallet }, relay)
  const relayOf = async (tx: Db | Tx, id: number) => (await relaysOf(tx, [id])).get(id)

  /** One of the member's withdrawals; an approved one gets its voucher now (getdetails, relay). */
  async function collect(userId: number, id: number): Promise<WithdrawalRow> {
    const row = await own(db, userId, id)
    if (row.status !== 'issued' || row.signature) return row
    const clock = await voucherClock(chain, deps.now())
    return transaction(db, async (tx) => {
      const [locked] = await tx
        .select()
        .from(spendingWithdrawal)
        .where(eq(spendingWithdrawal.id, id))
        .for('update')
      if (locked?.status !== 'issued' || locked.signature) return locked ?? row
      return issue(tx, locked, clock)
    })
  }

  /** Everything a withdrawal is judged against, as of `tx` (inside the member's lock when saving). */
  async function contextOf(tx: Db | Tx, userId: number, address: string): Promise<WithdrawalContext> {
    const now = deps.now()
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
    const [balances, member, [today], [outstanding], [known], contract] = await Promise.all([
      ledger.balances(userId, tx),
      deps.members.byId(userId, tx),
      tx
        .select({ total: sum(spendingWithdrawal.amount) })
        .from(spendingWithdrawal)
        .where(
          and(
            eq(spendingWithdrawal.userId, userId),
            gte(spendingWithdrawal.createdAt, dayStart),
            inArray(spendingWithdrawal.status, ['review', 'issued', 'paid']),
          ),
        ),
      tx
        .select({ total: sum(spendingWithdrawal.amount) })
        .from(spendingWithdrawal)
        .where(inArray(spendingWithdrawal.status, [...OPEN_STATUSES])),
      tx
        .select({ since: spendingAddress.firstSeenAt })
        .from(spendingAddress)
        .where(and(eq(spendingAddress.userId, userId), eq(spendingAddress.address, address.toLowerCase()))),
      fundingState(chain),
    ])
    return {
      decimals,
      available: balances.usdt.available,
      memberToday: BigInt(today?.total ?? 0),
      outstanding: BigInt(outstanding?.total ?? 0),
      contract,
      fundingWallet,
      boundWallet: member?.wallet ?? null,
      addressSince: known?.since,
      now,
    }
  }

  /** Remembers when the member first named `address` (its cooling period runs from then). */
  async function noteAddress(tx: Db | Tx, userId: number, address: string) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return
    await tx
      .insert(spendingAddress)
      .values({ userId, address: address.toLowerCase(), firstSeenAt: deps.now() })
      .onConflictDoNothing()
  }

  /**
   * Signs the voucher of an issued withdrawal and schedules its expiry, in `tx`. `clock` is read
   * before the transaction (an RPC call must not hold the member's lock).
   */
  async function issue(tx: Tx, row: WithdrawalRow, clock: number): Promise<WithdrawalRow> {
    const expired = clock + WITHDRAW_LIMITS.voucherSeconds
    const signature = await signVoucher(chain, {
      dest: row.dest as Address,
      amount: row.amount,
      expired,
      serial: row.id,
    })
    const [issued] = await tx
      .update(spendingWithdrawal)
      .set({ expired, signature, updatedAt: deps.now() })
      .where(eq(spendingWithdrawal.id, row.id))
      .returning()
    await deps.jobs.send(
      'spending.expire-withdrawal',
      { id: row.id },
      {
        key: `withdrawal-expire-${row.id}`,
        startAfter: new Date((expired + EXPIRY_GRACE_SECONDS) * 1000),
        tx,
      },
    )
    return issued as WithdrawalRow
  }

  async function own(tx: Db | Tx, userId: number, id: number): Promise<WithdrawalRow> {
    const [row] = await tx
      .select()
      .from(spendingWithdrawal)
      .where(and(eq(spendingWithdrawal.id, id), eq(spendingWithdrawal.userId, userId)))
    // Another member's withdrawal reads as none: ids reveal nothing.
    if (!row) throw badRequest(NOT_FOUND)
    return row
  }

  return {
    /** checkwithdrawal: whether it can go ahead, and if not every reason why. */
    async check(userId: number, input: WithdrawInput) {
      await noteAddress(db, userId, input.address)
      const c = await contextOf(db, userId, input.address)
      const { amount, problems } = judgeWithdrawal(input.amount, input.address, c)
      const unit = 10n ** BigInt(decimals)
      return {
        ok: problems.length === 0,
        problems,
        needsapproval: amount !== undefined && amount > WITHDRAW_LIMITS.approvalAbove * unit,
        minimum: (WITHDRAW_LIMITS.minimum * unit).toString(),
        decimals,
      }
    },

    /**
     * save: judges again under the member's lock, records the withdrawal, freezes the amount and,
     * below the approval threshold, signs the voucher — all in one transaction. A retried save
     * (same requestid) answers the first; two saves of the whole balance: one wins.
     */
    async save(userId: number, input: WithdrawInput) {
      const requestKey = `${userId}:${input.requestid ?? crypto.randomUUID()}`
      const clock = await voucherClock(chain, deps.now())
      return transaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_LOCK}, ${userId})`)
        const [earlier] = await tx
          .select()
          .from(spendingWithdrawal)
          .where(eq(spendingWithdrawal.requestKey, requestKey))
        if (earlier) return view(earlier)
        await noteAddress(tx, userId, input.address)
        const judged = judgeWithdrawal(
          input.amount,
          input.address,
          await contextOf(tx, userId, input.address),
        )
        if (judged.problems.length > 0 || judged.amount === undefined)
          throw badRequest(judged.problems.join('. '))
        const review = judged.amount > WITHDRAW_LIMITS.approvalAbove * 10n ** BigInt(decimals)
        const [row] = await tx
          .insert(spendingWithdrawal)
          .values({
            userId,
            chainId: chain.chainId,
            dest: input.address.toLowerCase(),
            amount: judged.amount,
            status: review ? 'review' : 'issued',
            requestKey,
            createdAt: deps.now(),
            updatedAt: deps.now(),
          })
          .returning()
        if (!row) throw new Error('spending_withdrawal insert returned no row')
        await ledger.freeze(
          {
            key: `withdrawal:${row.id}:freeze`,
            kind: 'withdrawal',
            reason: `Withdrawal ${row.id} to ${row.dest}`,
            actor: `member:${userId}`,
            userId,
            currency: 'usdt',
            amount: judged.amount,
          },
          tx,
        )
        afterCommit(tx, `ledger:${userId}`, () => ledger.announce(userId))
        return view(review ? row : await issue(tx, row, clock))
      })
    },

    /** findpage: the member's withdrawals, newest first. */
    async page(userId: number, q: { page: number; size: number }) {
      const where = eq(spendingWithdrawal.userId, userId)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(spendingWithdrawal)
          .where(where)
          .orderBy(desc(spendingWithdrawal.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(spendingWithdrawal).where(where),
      ])
      const relays = await relaysOf(
        db,
        rows.map((r) => r.id),
      )
      return {
        list: rows.map((r) => view(r, relays.get(r.id))),
        total: total?.n ?? 0,
        page: q.page,
        size: q.size,
      }
    },

    /**
     * getdetails: one of the member's withdrawals. An approved one gets its voucher now: its expiry
     * runs from when the member can use it, not from the operator's approval.
     */
    async details(userId: number, id: number) {
      const row = await collect(userId, id)
      return view(row, await relayOf(db, id))
    },

    /**
     * relay (a KID extension of token/withdraw): the platform sends the member's issued withdrawal
     * from its relayer account, as a durable job (relay.ts), once however often it is asked.
     */
    async relay(userId: number, id: number) {
      if (!deps.relayer) throw badRequest('KID does not send withdrawals here: send it from your wallet')
      await collect(userId, id)
      return transaction(db, async (tx) => {
        const [w] = await tx
          .select()
          .from(spendingWithdrawal)
          .where(and(eq(spendingWithdrawal.id, id), eq(spendingWithdrawal.userId, userId)))
          .for('update')
        if (!w) throw badRequest(NOT_FOUND)
        const asked = await relayOf(tx, id)
        if (asked) return view(w, asked)
        if (w.status !== 'issued' || !w.signature || w.expired === null) {
          const status = w.status as keyof typeof WITHDRAWAL_STATUS_TEXT
          throw badRequest(
            `There is nothing to send: this withdrawal is ${WITHDRAWAL_STATUS_TEXT[status].toLowerCase()}`,
          )
        }
        if (w.expired - Math.floor(deps.now().getTime() / 1000) < RELAY_MARGIN_SECONDS) {
          throw badRequest(
            'This voucher expires in less than 2 minutes, too soon for KID to send it: send it from your wallet, or let it expire (the amount comes back) and withdraw again',
          )
        }
        await queueRelay(deps, tx, w)
        return view(w, await relayOf(tx, id))
      })
    },

    /** userwithdrawalshare/getshareinfo: a receipt the member can share (no voucher in it). */
    async shareInfo(userId: number, id: number) {
      const w = view(await own(db, userId, id))
      const shown = formatUnits(BigInt(w.amount), decimals)
      return {
        id: w.id,
        title: `Withdrawal of ${shown} USDT`,
        amount: w.amount,
        decimals,
        status: w.status,
        statustext: w.statustext,
        address: `${w.address.slice(0, 6)}…${w.address.slice(-4)}`,
        txhash: w.txhash,
        createtime: w.createtime,
        sharetxt: `I withdrew ${shown} USDT from my KID spending balance.`,
      }
    },

    /** getwithdrawalreserves: what the funding contract holds and can still pay today. */
    async reserves(userId: number) {
      const c = await contextOf(db, userId, '0x')
      const unit = 10n ** BigInt(decimals)
      const floor = (n: bigint) => (n < 0n ? 0n : n).toString()
      return {
        decimals,
        balance: floor(c.contract.balance - c.outstanding),
        dailymax: c.contract.dailyMax.toString(),
        dailyremaining: floor(c.contract.dailyMax - c.contract.dailyUsed - c.outstanding),
        memberdailylimit: (WITHDRAW_LIMITS.memberDaily * unit).toString(),
        memberremaining: floor(WITHDRAW_LIMITS.memberDaily * unit - c.memberToday),
        available: c.available.toString(),
        minimum: (WITHDRAW_LIMITS.minimum * unit).toString(),
        approvalabove: (WITHDRAW_LIMITS.approvalAbove * unit).toString(),
        /** Whether KID can send a withdrawal for the member (token/withdraw/relay). */
        relayer: deps.relayer !== undefined,
      }
    },
    view,
  }
}

export type Withdrawals = ReturnType<typeof createWithdrawals>
