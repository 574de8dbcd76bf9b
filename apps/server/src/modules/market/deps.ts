import type { Config } from '../../platform/config/config.ts'
import type { Db } from '../../platform/db/database.ts'

/** What the catalog's services need: the database, settings (upload origins, PUBLIC_URL) and the chain id. */
export type MarketDeps = { db: Db; config: Config; chainId: number }
