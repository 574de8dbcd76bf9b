import type { FastifyInstance } from 'fastify'
import type { DemoStep } from '../../platform/demo.ts'
import type { ChainModule } from '../chain/index.ts'
import { onDropCreated, onMinted, rollBackDrops } from './chain-events.ts'
import { launchpadDemo } from './demo.ts'
import type { LaunchpadDeps } from './deps.ts'
import { sendReminder } from './reminders.ts'
import { launchpadRoutes } from './routes.ts'

/**
 * The launchpad (spec 001 §1–§9; docs/launchpad.md): creators apply, operators approve, creators
 * deploy through ACTUATOR from their own wallet; the indexer links the drop, counts its mints and
 * hands it to the market; members browse, mint and subscribe to reminders. Drops live on chain, so
 * without one (tests that start none) the calls are not registered (404).
 */
export async function registerLaunchpad(
  app: FastifyInstance,
  deps: Omit<LaunchpadDeps, 'chain'> & { chain: ChainModule | undefined },
): Promise<{ demo: DemoStep } | undefined> {
  const { chain } = deps
  if (!chain) return undefined
  const launchpad: LaunchpadDeps = { ...deps, chain: chain.runtime }
  chain.indexer.onEvent('ACTUATOR', 'DropCreated', (event, tx) => onDropCreated(deps, event, tx))
  chain.indexer.onEvent('PAD-721', 'Minted', (event, tx) => onMinted(deps, event, tx))
  chain.indexer.onRollback((_fork, tx) => rollBackDrops(tx, chain.runtime.chainId))
  deps.jobs.define('launchpad.remind', ({ id }) => sendReminder(launchpad, id))
  await app.register(launchpadRoutes, launchpad)
  return { demo: launchpadDemo(launchpad) }
}
