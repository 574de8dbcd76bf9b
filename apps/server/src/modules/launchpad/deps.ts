import type { ChainRuntime } from '../../platform/chain/chain.ts'
import type { Config } from '../../platform/config/config.ts'
import type { Db } from '../../platform/db/database.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { RealtimeHub } from '../../platform/realtime/hub.ts'
import type { Callers, Members } from '../account/index.ts'
import type { DefaultNames } from '../kns/index.ts'
import type { MarketService } from '../market/index.ts'
import type { Notices } from '../notice/index.ts'

/** What the launchpad uses: its tables, the chain, and other modules through their services. */
export type LaunchpadDeps = {
  db: Db
  config: Pick<Config, 'publicUrl' | 's3'>
  chain: ChainRuntime
  members: Members
  callers: Callers
  market: MarketService
  /** Wallets' .kid default names (the kns service; absent without it). */
  kidNames?: DefaultNames | undefined
  notices: Notices
  mailer: Mailer
  jobs: Jobs
  realtime: Pick<RealtimeHub, 'toRoom'>
  now: () => Date
}

/** Unix seconds, as the contract and the calls count time. */
export const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000)
