import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { type Platform, startPlatform } from './platform.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** Bearer token of POST /admin/run on the e2e platform (blacklist and IP-limit journeys). */
    adminToken: string
  }
}

/**
 * TRUST_PROXY=loopback: a journey may give its browser its own client IP (x-real-ip), so the
 * per-IP counters (captcha after failed sign-ins, code requests) of one journey never leak into another.
 */
const E2E_ENV = { TRUST_PROXY: 'loopback', ADMIN_TOKEN: randomBytes(24).toString('hex') }

let platform: Platform | undefined
let watchdog: NodeJS.Timeout | undefined

/** How often the platform is asked whether it still answers, and how long an answer may take. */
const LOOK_EVERY_MS = 30_000
const ANSWER_WITHIN_MS = 60_000

/** One platform for the whole e2e run; each test makes its own fresh state through the product. */
export async function setup(project: TestProject): Promise<void> {
  platform = await startPlatform(E2E_ENV)
  project.provide('baseURL', platform.url)
  project.provide('adminToken', E2E_ENV.ADMIN_TOKEN)
  watchdog = watch(platform)
}

export async function teardown(): Promise<void> {
  clearInterval(watchdog)
  await platform?.stop()
}

/**
 * A platform that stops answering (its database stuck) would make every later journey wait out its
 * timeout, one after another, for an hour: the run ends at once instead, saying so. /readyz asks
 * the database, so a stalled database is seen here.
 */
function watch({ url, stop }: Platform): NodeJS.Timeout {
  let looking = false
  return setInterval(async () => {
    if (looking) return
    looking = true
    const answered = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).then(
      () => true,
      () => false,
    )
    looking = false
    if (answered) return
    console.error(
      `e2e: the platform has not answered /readyz for ${ANSWER_WITHIN_MS / 1000} s; ending the run`,
    )
    await stop().catch(() => undefined)
    process.exit(1)
  }, LOOK_EVERY_MS).unref()
}
