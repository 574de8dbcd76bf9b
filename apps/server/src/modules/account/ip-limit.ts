import { BlockList, isIP } from 'node:net'
import { Code } from '@kid/shared/codes'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { ApiError, badRequest } from '../../platform/errors.ts'
import { Refreshing } from './refreshing.ts'
import { accountIpLimit } from './tables/blacklist.ts'

export const IP_LIMIT_MSG = 'Access from your network is limited.'

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** Parses `a.b.c.d/n`, `v6::/n` or a single address; the canonical text is what is stored. */
export function parseCidr(text: string): { address: string; prefix: number; cidr: string } {
  const [address = '', prefixText, extra] = text.trim().split('/')
  const version = isIP(address)
  const max = version === 6 ? 128 : 32
  const prefix = prefixText === undefined ? max : Number(prefixText)
  if (!version || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
    throw badRequest(`${text} is not an IP address or CIDR range`)
  }
  return { address, prefix, cidr: `${address.toLowerCase()}/${prefix}` }
}

/**
 * Limited IP ranges (1511461 on every /api call from them), matched by node:net's BlockList and held
 * in memory: refreshed every 30 s and after a change made by this process.
 */
export class IpLimitCache {
  private readonly list: Refreshing<{ size: number; blocks: BlockList }>

  constructor(db: Db, onError?: (error: unknown) => void) {
    this.list = new Refreshing(() => loadList(db), { size: 0, blocks: new BlockList() }, 30_000, onError)
  }

  reload(): Promise<void> {
    return this.list.reload()
  }

  limited(ip: string): boolean {
    const { size, blocks } = this.list.get()
    return size > 0 && isIP(ip) !== 0 && blocks.check(ip, family(ip))
  }

  assertAllowed(ip: string): void {
    if (this.limited(ip)) throw new ApiError(Code.IP_LIMIT, IP_LIMIT_MSG)
  }
}

async function loadList(db: Db) {
  const rows = await db.select({ cidr: accountIpLimit.cidr }).from(accountIpLimit)
  const blocks = new BlockList()
  for (const row of rows) {
    const { address, prefix } = parseCidr(row.cidr)
    blocks.addSubnet(address, prefix, family(address))
  }
  return { size: rows.length, blocks }
}

export type IpLimitEntry = typeof accountIpLimit.$inferSelect

export async function addIpLimit(db: Db, cidrText: string, reason?: string): Promise<IpLimitEntry> {
  const { cidr } = parseCidr(cidrText)
  const [row] = await db
    .insert(accountIpLimit)
    .values({ cidr, reason: reason ?? null })
    .onConflictDoUpdate({ target: accountIpLimit.cidr, set: { reason: reason ?? null } })
    .returning()
  if (!row) throw new Error('account_ip_limit upsert returned no row')
  return row
}

export async function removeIpLimit(db: Db, cidrText: string): Promise<boolean> {
  const { cidr } = parseCidr(cidrText)
  const gone = await db
    .delete(accountIpLimit)
    .where(eq(accountIpLimit.cidr, cidr))
    .returning({ id: accountIpLimit.id })
  return gone.length > 0
}

export function listIpLimits(db: Db): Promise<IpLimitEntry[]> {
  return db.select().from(accountIpLimit).orderBy(asc(accountIpLimit.id))
}
