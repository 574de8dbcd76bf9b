import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Chromium comes from Debian (.ci/run installs it); without it the browser journeys cannot run. */
export const hasChromium = existsSync(CHROMIUM_PATH)
if (!hasChromium) console.warn(`e2e: no Chromium at ${CHROMIUM_PATH}; the browser journeys are skipped.`)

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  })
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } }
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  options = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ ...options, baseURL })
}
