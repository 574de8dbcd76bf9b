import type { FastifyInstance } from 'fastify'
import type { DemoStep } from '../../../platform/demo.ts'
import type { MarketDeps } from '../deps.ts'
import { seedDemo } from './seed-demo.ts'

/**
 * Seeds the demo world once the server listens, in the background (readiness does not wait): on the
 * embedded chain, with DEMO_DATA on, and only into a database nobody has used yet — no members.
 */
export function startDemoAfterListen(app: FastifyInstance, deps: MarketDeps, steps: DemoStep[]): void {
  const { config } = deps
  if (!config.demoData) return
  app.addHook('onListen', async () => {
    if (!app.chain?.runtime.embedded || (await deps.members.count()) > 0) return
    app.log.info('demo: seeding creators, collections and items')
    seedDemo(app, config, deps, (m) => app.log.info(m), config.demoItemsPerCollection, steps).then(
      (items) => app.log.info(`demo: ready with ${items.length} items`),
      (error: unknown) => app.log.error({ err: error }, 'demo: seeding failed'),
    )
  })
}
