import type { FastifyInstance } from 'fastify'
import type { DemoStep } from '../../../platform/demo.ts'
import type { MarketDeps } from '../deps.ts'
import { seedDemo } from './seed-demo.ts'

/** Where the demo world stands, as /readyz reports it under `background.demo`. */
export type DemoState = 'starting' | 'seeding' | 'ready' | 'failed' | 'not needed'

/**
 * Seeds the demo world once the server listens, in the background (readiness does not wait): on the
 * embedded chain, with DEMO_DATA on, and only into a database nobody has used yet — no members.
 */
export function startDemoAfterListen(app: FastifyInstance, deps: MarketDeps, steps: DemoStep[]): void {
  const { config } = deps
  // Reported only where it can run: a platform on an outside chain never seeds one.
  if (!config.demoData || !app.chain?.runtime.embedded) return
  let state: DemoState = 'starting'
  app.readiness.reportWork('demo', () => state)
  app.addHook('onListen', async () => {
    if ((await deps.members.count()) > 0) {
      state = 'not needed'
      return
    }
    state = 'seeding'
    app.log.info('demo: seeding creators, collections and items')
    seedDemo(app, config, deps, (m) => app.log.info(m), config.demoItemsPerCollection, steps).then(
      (items) => {
        state = 'ready'
        app.log.info(`demo: ready with ${items.length} items`)
      },
      (error: unknown) => {
        state = 'failed'
        app.log.error({ err: error }, 'demo: seeding failed')
      },
    )
  })
}
