import { parseArgs } from 'node:util'
import {
  addToBlacklist,
  BLACKLIST_KINDS,
  listBlacklist,
  removeFromBlacklist,
} from '../modules/account/blacklist.ts'
import { addIpLimit, listIpLimits, removeIpLimit } from '../modules/account/ip-limit.ts'
import { addPartner, partners, removePartner } from '../modules/account/site.ts'
import type { Db } from '../platform/db/database.ts'
import { ApiError } from '../platform/errors.ts'
import { bannerCommand } from './banner-commands.ts'
import { bboxCommand } from './bbox-commands.ts'
import { bricksCommand } from './bricks-commands.ts'
import { depositCommand } from './deposit-commands.ts'
import { dropCommand } from './drop-commands.ts'
import { jobsCommand } from './job-commands.ts'
import { knsCommand } from './kns-commands.ts'
import { ledgerCommand, type Operator } from './ledger-commands.ts'
import { type AdminServices, reconcileCommand } from './reconcile-commands.ts'
import { withdrawalCommand } from './withdrawal-commands.ts'

export const USAGE = `Usage: npm run admin -- <command>

  blacklist add account <email|uid|id> [--reason TEXT] [--days N]
  blacklist add device <device id> [--reason TEXT] [--days N]
  blacklist add ip <address> [--reason TEXT] [--days N]
  blacklist remove account|device|ip <value>
  blacklist list
  iplimit add <cidr> [--reason TEXT]
  iplimit remove <cidr>
  iplimit list
  partner add brand|list --name NAME [--logo URL] [--link URL] [--sort N]
  partner remove <id>
  partner list brand|list
  banner add --image URL [--title TEXT] [--link URL] [--sort N]
  banner remove <id>
  banner list
  jobs failed
  jobs retry <id>
  ledger credit|debit <member> <type> <amount> --reason TEXT [--key KEY]
  ledger history [<member>] [--kind operator] [--limit N]
  ledger reconcile                  (the funding contract's USDT balance against the ledger, now)
  ledger reconcile list [--limit N]
  deposit list [--status unattributed] [--limit N]
  deposit assign <id> <member> --reason TEXT
  deposit returned <id> --reason TEXT
  withdrawal list [--status review]
  withdrawal approve <id>
  withdrawal reject <id> --reason TEXT
  drop list [--status review|approved|rejected|deployed]
  drop approve <id>
  drop reject <id> --reason TEXT
  bricks task list
  bricks task set <slug> [--amount N] [--type CBK|KF3|KFC] [--title TEXT] [--description TEXT] [--sort N] [--enabled yes|no]
  bricks cap list
  bricks cap set <type> <daily limit>
  bricks campaign list [--month YYYY-MM]
  bricks campaign add --month YYYY-MM --title TEXT --goal checkin|social|invite|newsletter|any --target N --type CBK --amount N [--description TEXT]
  bbox series create --name NAME --media URL --price CBK --tiers JSON [--description TEXT]
  bbox series publish <id>          (a draft whose create failed on chain)
  bbox series list
  bbox series close <id>
  bbox codes <series id> --count N [--days N] [--label TEXT]
  bricks campaign set <id> [--title TEXT] [--description TEXT] [--goal G] [--target N] [--type T] [--amount N] [--enabled yes|no]
  kns reserve <name> <wallet> [--reason TEXT]   (kept for that wallet, which registers it free)
  kns release <name>
  kns list

Blocking an account also ends all its sessions.`

/** A mistake in the command line: the message and the usage are shown, the exit code is 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** What a command changed, so a running server can reload its caches. */
export type Changed = 'blacklist' | 'iplimit' | 'partner' | undefined
export type CommandResult = { output: string; changed: Changed }

const kinds = BLACKLIST_KINDS as readonly string[]
const table = (rows: object[]) =>
  rows.length === 0 ? '(none)' : rows.map((r) => JSON.stringify(r)).join('\n')

/** Runs one operator command (the same for the CLI and POST /admin/run). */
export async function runCommand(
  db: Db,
  argv: readonly string[],
  operator: Operator,
  services: AdminServices = {},
): Promise<CommandResult> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      reason: { type: 'string' },
      days: { type: 'string' },
      name: { type: 'string' },
      logo: { type: 'string' },
      link: { type: 'string' },
      sort: { type: 'string' },
      image: { type: 'string' },
      title: { type: 'string' },
      kind: { type: 'string' },
      limit: { type: 'string' },
      key: { type: 'string' },
      status: { type: 'string' },
      amount: { type: 'string' },
      type: { type: 'string' },
      description: { type: 'string' },
      enabled: { type: 'string' },
      month: { type: 'string' },
      goal: { type: 'string' },
      target: { type: 'string' },
      media: { type: 'string' },
      price: { type: 'string' },
      tiers: { type: 'string' },
      count: { type: 'string' },
      label: { type: 'string' },
    },
  })
  const [group, action, ...rest] = positionals
  try {
    if (group === 'blacklist') return await blacklist(db, action, rest, values)
    if (group === 'iplimit') return await iplimit(db, action, rest, values)
    if (group === 'partner') return await partner(db, action, rest, values)
    if (group === 'banner') {
      const output = await bannerCommand(db, action, rest, values, (m) => new UsageError(m))
      return { output, changed: undefined }
    }
    if (group === 'ledger' && action === 'reconcile') {
      const output = await reconcileCommand(db, operator, rest, values, services, (m) => new UsageError(m))
      return { output, changed: undefined }
    }
    if (group === 'deposit') {
      const output = await depositCommand(db, operator, action, rest, values, (m) => new UsageError(m))
      return { output, changed: undefined }
    }
    if (group === 'ledger') {
      const output = await ledgerCommand(db, operator, action, rest, values, (m) => new UsageError(m))
      return { output, changed: undefined }
    }
    if (group === 'withdrawal') {
      const output = await withdrawalCommand(db, operator, action, rest, values, (m) => new UsageError(m))
      return { output, changed: undefined }
    }
    if (group === 'drop') {
      const output = await dropCommand(db, operator, action, rest, values, (m) => new UsageError(m))
      return { output, changed: undefined }
    }
    if (group === 'bricks') {
      const output = await bricksCommand(
        db,
        [action ?? '', ...rest].filter(Boolean),
        values,
        (m) => new UsageError(m),
      )
      return { output, changed: undefined }
    }
    if (group === 'kns') {
      const output = await knsCommand(db, action, rest, values, (m) => new UsageError(m))
      return { output, changed: undefined }
    }
    if (group === 'bbox') {
      const output = await bboxCommand(
        db,
        [action ?? '', ...rest].filter(Boolean),
        values,
        services,
        (m) => new UsageError(m),
      )
      return { output, changed: undefined }
    }
    if (group === 'jobs') {
      return { output: await jobsCommand(db, action, rest, (m) => new UsageError(m)), changed: undefined }
    }
  } catch (error) {
    // Service refusals (unknown account, bad CIDR) are the operator's to fix: show them as usage errors.
    if (error instanceof ApiError) throw new UsageError(error.message)
    throw error
  }
  throw new UsageError(group ? `Unknown command: ${positionals.join(' ')}` : 'No command given')
}

type Options = { reason?: string; days?: string; name?: string; logo?: string; link?: string; sort?: string }

function number(text: string | undefined, what: string): number | undefined {
  if (text === undefined) return undefined
  const n = Number(text)
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${what} must be a whole number`)
  return n
}

async function blacklist(
  db: Db,
  action: string | undefined,
  rest: string[],
  o: Options,
): Promise<CommandResult> {
  if (action === 'list') return { output: table(await listBlacklist(db)), changed: undefined }
  const [kind, value] = rest
  if (!kind || !kinds.includes(kind)) throw new UsageError('Say which: account, device or ip')
  const k = kind as (typeof BLACKLIST_KINDS)[number]
  if (!value) throw new UsageError(`Give the ${kind} to ${action === 'remove' ? 'unblock' : 'block'}`)
  if (action === 'add') {
    const days = number(o.days, '--days')
    const expiresAt = days ? new Date(Date.now() + days * 86_400_000) : undefined
    const row = await addToBlacklist(db, { kind: k, value, reason: o.reason, expiresAt })
    const until = row.expiresAt ? ` until ${row.expiresAt.toISOString()}` : ''
    return { output: `Blocked ${kind} ${row.value}${until}.`, changed: 'blacklist' }
  }
  if (action === 'remove') {
    const removed = await removeFromBlacklist(db, k, value)
    return {
      output: removed ? `Unblocked ${kind} ${value}.` : `${kind} ${value} was not blocked.`,
      changed: 'blacklist',
    }
  }
  throw new UsageError(`Unknown blacklist action: ${action ?? '(none)'}`)
}

async function iplimit(
  db: Db,
  action: string | undefined,
  rest: string[],
  o: Options,
): Promise<CommandResult> {
  if (action === 'list') return { output: table(await listIpLimits(db)), changed: undefined }
  const [cidr] = rest
  if (!cidr) throw new UsageError('Give the IP range, e.g. 203.0.113.0/24')
  if (action === 'add') {
    const row = await addIpLimit(db, cidr, o.reason)
    return { output: `Limited ${row.cidr}.`, changed: 'iplimit' }
  }
  if (action === 'remove') {
    const removed = await removeIpLimit(db, cidr)
    return {
      output: removed ? `Lifted the limit on ${cidr}.` : `${cidr} was not limited.`,
      changed: 'iplimit',
    }
  }
  throw new UsageError(`Unknown iplimit action: ${action ?? '(none)'}`)
}

async function partner(
  db: Db,
  action: string | undefined,
  rest: string[],
  o: Options,
): Promise<CommandResult> {
  const [arg] = rest
  if (action === 'list') {
    if (arg !== 'brand' && arg !== 'list') throw new UsageError('Say which: brand or list')
    return { output: table(await partners(db, arg)), changed: undefined }
  }
  if (action === 'add') {
    if (arg !== 'brand' && arg !== 'list') throw new UsageError('Say which: brand or list')
    if (!o.name) throw new UsageError('--name is required')
    const row = await addPartner(db, {
      kind: arg,
      name: o.name,
      logo: o.logo,
      link: o.link,
      sort: number(o.sort, '--sort'),
    })
    return { output: `Added ${arg} partner #${row.id} ${row.name}.`, changed: 'partner' }
  }
  if (action === 'remove') {
    const id = number(arg, 'The partner id')
    if (id === undefined) throw new UsageError('Give the partner id (see partner list)')
    const removed = await removePartner(db, id)
    return { output: removed ? `Removed partner #${id}.` : `No partner #${id}.`, changed: 'partner' }
  }
  throw new UsageError(`Unknown partner action: ${action ?? '(none)'}`)
}
