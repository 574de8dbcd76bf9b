import type { TestProject } from 'vitest/node'
import { type Platform, startPlatform } from './platform.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

let platform: Platform | undefined

/** One platform for the whole e2e run; each test makes its own fresh state through the product. */
export async function setup(project: TestProject): Promise<void> {
  platform = await startPlatform()
  project.provide('baseURL', platform.url)
}

export async function teardown(): Promise<void> {
  await platform?.stop()
}
