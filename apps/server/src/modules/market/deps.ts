import type { Config } from '../../platform/config/config.ts'
import type { Db } from '../../platform/db/database.ts'
import type { AccountService, Members } from '../account/index.ts'
import type { DefaultNames } from '../kns/index.ts'
import type { Currencies } from './currencies.ts'

/**
 * What the catalog's services need: the database, settings (upload origins, PUBLIC_URL), the chain
 * id and its payment tokens, and the account module's service (members, callers, profiles).
 */
export type MarketDeps = {
  db: Db
  config: Config
  chainId: number
  currencies: Currencies
  account: AccountService
  members: Members
  /** Wallets' .kid default names (the kns service; absent without a chain). */
  kidNames?: DefaultNames | undefined
  /**
   * Wallets that mint for the platform, not as people: the creator of every .kid name's item (the
   * names registry's catalog entry). Creator rankings leave them out.
   */
  platformWallets?: readonly string[]
}

/** What a list that names members reads: its own tables, then one batched members lookup. */
export type MarketReads = {
  db: Db
  members: Members
  kidNames?: DefaultNames | undefined
  platformWallets?: readonly string[]
}
