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

/** One platform for the whole e2e run; each test makes its own fresh state through the product. */
export async function setup(project: TestProject): Promise<void> {
  platform = await startPlatform(E2E_ENV)
  project.provide('baseURL', platform.url)
  project.provide('adminToken', E2E_ENV.ADMIN_TOKEN)
}

export async function teardown(): Promise<void> {
  await platform?.stop()
}
