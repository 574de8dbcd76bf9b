import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { MOBILE } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'

const GENERAL_PAGES = [
  '/',
  '/404',
  '/terms',
  '/privacy',
  '/copyright',
  '/contact-us',
  '/subscribe',
  '/ipLimit',
  '/app',
  '/h5/download',
  '/h5/illustrate',
  '/marketplace/creators',
  '/search',
  '/search/nothingnamedlikethis',
  '/launchpad',
  '/launchpad/list/all/upcoming',
  '/launchpad/calendar/2026/11',
]

describe.runIf(hasChromium)('accessibility of the general pages', () => {
  const { open } = useBrowser()

  it.each(GENERAL_PAGES)('axe-core finds no serious violation on %s', async (path) => {
    const page = await open()
    await page.goto(path)
    expect(await seriousViolations(page)).toEqual([])
  })

  it.each(['/', '/terms', '/marketplace/creators', '/search', '/search/nothingnamedlikethis', '/launchpad'])(
    'axe-core finds no serious violation on %s at 375 px',
    async (path) => {
      const page = await open(MOBILE)
      await page.goto(path)
      expect(await seriousViolations(page)).toEqual([])
    },
  )
})
