import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { DESKTOP, hasChromium, launchBrowser } from './browser.ts'

export { hasChromium }

/**
 * One browser per test file; each test opens its own context (fresh cookies and storage), so
 * journeys never lean on each other's state.
 */
export function useBrowser(): { open: (options?: BrowserContextOptions) => Promise<Page>; baseURL: string } {
  const baseURL = inject('baseURL')
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    await browser?.close()
  })
  return {
    baseURL,
    open: async (options = DESKTOP) => {
      if (!browser) throw new Error('the browser has not started')
      const context = await browser.newContext({ ...options, baseURL })
      contexts.push(context)
      return context.newPage()
    },
  }
}

/**
 * Opens a tab and waits until it is the selected one. A click that lands before the page has
 * hydrated is lost under load, so the click is repeated until the tab reports itself selected.
 */
export async function openTab(scope: Page | Locator, name: string | RegExp): Promise<void> {
  const tab = scope.getByRole('tab', { name })
  await expect
    .poll(async () => {
      await tab.click()
      return tab.getAttribute('aria-selected')
    })
    .toBe('true')
}

/**
 * Runs `step` for every item, `lanes` at a time: for checks that mostly wait on the server (a page
 * to render, a password to hash), so the next request travels while one is being answered.
 */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  step: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items]
  const lane = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await step(next)
  }
  await Promise.all(Array.from({ length: lanes }, lane))
}
