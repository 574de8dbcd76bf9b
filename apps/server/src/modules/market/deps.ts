import type { Config } from '../../platform/config/config.ts'
import type { Db } from '../../platform/db/database.ts'
import type { Currencies } from './currencies.ts'

/** What the catalog's services need: the database, settings (upload origins, PUBLIC_URL), the chain id and its payment tokens. */
export type MarketDeps = { db: Db; config: Config; chainId: number; currencies: Currencies }
