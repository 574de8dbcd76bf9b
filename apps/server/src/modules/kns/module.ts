import type { EthPrice } from '@kid/shared/market/creators'
import type { FastifyInstance } from 'fastify'
import type { Relayer } from '../../platform/chain/relayer.ts'
import type { Db } from '../../platform/db/database.ts'
import type { DemoStep } from '../../platform/demo.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { AccountService } from '../account/index.ts'
import type { ChainModule } from '../chain/index.ts'
import type { Ledger } from '../ledger/index.ts'
import type { Notices } from '../notice/index.ts'
import { createAutoRenew } from './autorenew.ts'
import { AUTORENEW_CHECK_MS, runAutoRenewal } from './autorenew-run.ts'
import { knsDemo } from './demo.ts'
import { followKns } from './indexer.ts'
import { nameCardRoutes } from './name-card.ts'
import { planReminders, sendReminder } from './reminders.ts'
import { knsRoutes } from './routes.ts'
import { createKnsService, type KnsService } from './service.ts'

export type KnsModuleDeps = {
  db: Db
  chain: ChainModule | undefined
  account: AccountService
  notices: Notices
  jobs: Jobs
  mailer: Mailer
  ethPrice: () => Promise<EthPrice | undefined>
  /** Auto-renew: the member's USDT is debited through the ledger, the relayer renews on chain. */
  ledger: Ledger
  relayer: Relayer | undefined
  /** PUBLIC_URL: the renewal link in reminder e-mails. */
  siteUrl: string
  now?: () => Date
}

/**
 * The .kid names (issue 15; docs/kns.md): the kid calls, the indexer's mirror of REGISTRY and
 * RESOLVER, expiry reminders and the default-name lookup other modules use. Without a chain there
 * are no names to register or read, and nothing is registered (the calls answer 404).
 */
export async function registerKns(
  app: FastifyInstance,
  deps: KnsModuleDeps,
): Promise<{ service: KnsService; demo: DemoStep } | undefined> {
  const { chain } = deps
  if (!chain) return undefined
  const now = deps.now ?? (() => new Date())
  const service = createKnsService({
    db: deps.db,
    chain: chain.runtime,
    callers: deps.account.callers,
    members: deps.account.members,
    ethPrice: deps.ethPrice,
    now,
  })
  followKns(chain, {
    expiryMoved: (tx, name) => planReminders(deps.jobs, tx, name, now()),
    changed: () => service.defaults.clear(),
  })
  const reminderDeps = { ...deps, members: deps.account.members }
  deps.jobs.define('kns.expiry-reminder', (reminder) => sendReminder(reminderDeps, reminder))
  const autoRenewDeps = { ...reminderDeps, chain: chain.runtime, now, log: app.log }
  deps.jobs.define(
    'kns.auto-renew',
    async (job) => {
      // Sent and not mined yet: look again shortly, under a new key.
      if ((await runAutoRenewal(autoRenewDeps, job)) === 'check')
        await deps.jobs.send('kns.auto-renew', job, {
          key: `kns-autorenew-${job.tokenId}-${job.expiresAt}-${Date.now()}`,
          startAfter: AUTORENEW_CHECK_MS,
        })
    },
    { attempts: 5, backoffMs: 15_000 },
  )
  const autoRenew = createAutoRenew(autoRenewDeps)
  await app.register(knsRoutes, { kns: service, autoRenew })
  nameCardRoutes(app)
  return { service, demo: knsDemo({ chain: chain.runtime, service, autoRenew }) }
}
