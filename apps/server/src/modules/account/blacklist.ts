import { isIP } from 'node:net'
import { type Blacklist as BlacklistKind, Code } from '@kid/shared/codes'
import { suspendedText } from '@kid/shared/texts'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { ApiError, badRequest } from '../../platform/errors.ts'
import { Refreshing } from './refreshing.ts'
import { revokeAllSessions } from './session.ts'
import { accountBlacklist } from './tables/blacklist.ts'
import { accountUser } from './tables.ts'

export const BLACKLIST_KINDS = ['account', 'device', 'ip'] as const satisfies readonly BlacklistKind[]
const CODE_OF = {
  account: Code.BLACKLIST_ACCOUNT,
  device: Code.BLACKLIST_DEVICE,
  ip: Code.BLACKLIST_IP,
} as const satisfies Record<BlacklistKind, number>

/** Who makes a call: the signed-in user (if any), the `device` header and the client IP. */
export type Who = { userId?: number | undefined; device?: string | undefined; ip: string }

type Entries = Map<string, number | null>
const key = (kind: BlacklistKind, value: string) => `${kind}\u0000${value}`

/**
 * The blacklist, held in memory (refreshed every 30 s and after a change made by this process), so
 * that the check on every authenticated call costs a few map lookups and no query.
 */
export class BlacklistCache {
  private readonly entries: Refreshing<Entries>

  constructor(db: Db, onError?: (error: unknown) => void) {
    this.entries = new Refreshing(() => loadEntries(db), new Map(), 30_000, onError)
  }

  reload(): Promise<void> {
    return this.entries.reload()
  }

  /** The first block that applies to the caller: account, then device, then IP. */
  blockOf(who: Who, now = Date.now()): BlacklistKind | undefined {
    const entries = this.entries.get()
    if (entries.size === 0) return undefined
    const live = (k: string) => {
      if (!entries.has(k)) return false
      const until = entries.get(k)
      return until == null || until > now
    }
    if (who.userId !== undefined && live(key('account', String(who.userId)))) return 'account'
    if (who.device && live(key('device', who.device))) return 'device'
    if (who.ip && live(key('ip', who.ip))) return 'ip'
    return undefined
  }

  /** Throws the spec's blacklist code (1511541/2/3) with the suspension text. */
  assertAllowed(who: Who): void {
    const kind = this.blockOf(who)
    if (kind) throw new ApiError(CODE_OF[kind], suspendedText(kind))
  }
}

async function loadEntries(db: Db): Promise<Entries> {
  const rows = await db
    .select({
      kind: accountBlacklist.kind,
      value: accountBlacklist.value,
      expiresAt: accountBlacklist.expiresAt,
    })
    .from(accountBlacklist)
  return new Map(
    rows.map((r) => [key(r.kind as BlacklistKind, r.value), r.expiresAt ? r.expiresAt.getTime() : null]),
  )
}

export type BlacklistEntry = typeof accountBlacklist.$inferSelect

/** An account is named by its e-mail, uid or numeric id; stored by id. */
export async function accountIdOf(db: Db, ref: string): Promise<number> {
  const where = ref.includes('@')
    ? eq(accountUser.email, ref.toLowerCase())
    : /^\d+$/.test(ref)
      ? eq(accountUser.id, Number(ref))
      : eq(accountUser.uid, ref)
  const [row] = await db.select({ id: accountUser.id }).from(accountUser).where(where)
  if (!row) throw badRequest(`No account matches ${ref}`)
  return row.id
}

async function normalise(db: Db, kind: BlacklistKind, value: string): Promise<string> {
  const v = value.trim()
  if (!v) throw badRequest(`Give the ${kind} to block`)
  if (kind === 'account') return String(await accountIdOf(db, v))
  if (kind === 'ip' && !isIP(v)) throw badRequest(`${v} is not an IP address`)
  return v
}

/** Blocks an account, device or IP; blocking an account also ends all its sessions at once. */
export async function addToBlacklist(
  db: Db,
  input: { kind: BlacklistKind; value: string; reason?: string | undefined; expiresAt?: Date | undefined },
): Promise<BlacklistEntry> {
  const value = await normalise(db, input.kind, input.value)
  const fields = { reason: input.reason ?? null, expiresAt: input.expiresAt ?? null }
  const [row] = await db
    .insert(accountBlacklist)
    .values({ kind: input.kind, value, ...fields })
    .onConflictDoUpdate({ target: [accountBlacklist.kind, accountBlacklist.value], set: fields })
    .returning()
  if (!row) throw new Error('account_blacklist upsert returned no row')
  if (input.kind === 'account') await revokeAllSessions(db, Number(value))
  return row
}

/** Lifts a block; false when there was none. */
export async function removeFromBlacklist(db: Db, kind: BlacklistKind, value: string): Promise<boolean> {
  const normalised = await normalise(db, kind, value)
  const gone = await db
    .delete(accountBlacklist)
    .where(and(eq(accountBlacklist.kind, kind), eq(accountBlacklist.value, normalised)))
    .returning({ id: accountBlacklist.id })
  return gone.length > 0
}

export function listBlacklist(db: Db): Promise<BlacklistEntry[]> {
  return db.select().from(accountBlacklist).orderBy(asc(accountBlacklist.kind), asc(accountBlacklist.id))
}
