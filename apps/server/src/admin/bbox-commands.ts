import { bboxOperations } from '../modules/bbox/index.ts'
import type { ChainRuntime } from '../platform/chain/chain.ts'
import type { Db } from '../platform/db/database.ts'

const onSale = (s: { id: number; name: string; prizes: string | null; oddsHash: string | null }) =>
  `Series ${s.id} (${s.name}) is on sale; prizes mint into ${s.prizes}; odds hash ${s.oddsHash}`

type Options = {
  name?: string
  media?: string
  price?: string
  tiers?: string
  description?: string
  count?: string
  days?: string
  label?: string
}

/**
 * `bbox series create|publish|list|close` and `bbox codes <series> --count N`: blind-box series published
 * on chain with their odds, and batches of codes shown once (docs/chain.md "Blind boxes").
 */
export async function bboxCommand(
  db: Db,
  args: string[],
  options: Options,
  services: { chain?: (() => Promise<ChainRuntime>) | undefined; origin?: string | undefined },
  usage: (message: string) => Error,
): Promise<string> {
  const chain = services.chain ?? (() => Promise.reject(usage('This command needs the chain')))
  const ops = bboxOperations(db, chain, services.origin ?? '')
  const [what, action, arg] = args
  if (what === 'series' && action === 'create') {
    if (!services.origin) throw usage('The prize metadata needs PUBLIC_URL')
    let tiers: unknown
    try {
      tiers = JSON.parse(options.tiers ?? '')
    } catch {
      throw usage('--tiers is JSON: [{"name":"Common","image":"/images/x.svg","weight":70}, …]')
    }
    const series = await ops.create({
      name: options.name ?? '',
      description: options.description ?? '',
      media: options.media ?? '',
      price: options.price ?? '',
      tiers: tiers as { name: string; image: string; weight: number }[],
    })
    return onSale(series)
  }
  if (what === 'series' && action === 'list') {
    const rows = await ops.list()
    if (rows.length === 0) return '(none)'
    return rows
      .map((s) =>
        JSON.stringify({
          id: s.id,
          name: s.name,
          status: s.status,
          price: `${s.price} CBK`,
          tiers: s.tiers.length,
        }),
      )
      .join('\n')
  }
  if (what === 'series' && action === 'publish') {
    const id = Number(arg)
    if (!Number.isSafeInteger(id) || id <= 0) throw usage('Give the draft series id (see bbox series list)')
    const series = await ops.publish(id)
    return onSale(series)
  }
  if (what === 'series' && action === 'close') {
    const id = Number(arg)
    if (!Number.isSafeInteger(id) || id <= 0) throw usage('Give the series id (see bbox series list)')
    await ops.close(id)
    return `Series ${id} is closed: no more codes are sold or minted; boxes already minted still open.`
  }
  if (what === 'codes') {
    const seriesId = Number(action)
    const count = Number(options.count ?? '')
    if (!Number.isSafeInteger(seriesId) || seriesId <= 0)
      throw usage('Give the series id (see bbox series list)')
    const days = options.days === undefined ? undefined : Number(options.days)
    if (days !== undefined && !(Number.isInteger(days) && days > 0))
      throw usage('--days is a whole number of days')
    const label = options.label ?? `batch ${new Date().toISOString().slice(0, 10)}`
    const codes = await ops.codes({ seriesId, count, days, label })
    return `${codes.join('\n')}\n(${codes.length} codes of series ${seriesId}: shown only now, keep them safe)`
  }
  throw usage(`Unknown bbox command: ${args.join(' ') || '(none)'}`)
}
