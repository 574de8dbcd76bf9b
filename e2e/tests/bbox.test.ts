import { describe, expect, inject, it } from 'vitest'
import { admin } from '../support/account.ts'
import { seriousViolations } from '../support/axe.ts'
import { MOBILE } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { completeFlow, walletMember } from '../support/market.ts'
import { fundedCreator } from '../support/market-catalog.ts'
import { freshDevAccount } from '../support/test-wallet.ts'

const TIERS = JSON.stringify([
  { name: 'Moonflower', image: '/images/bbox/moonflower.svg', weight: 7 },
  { name: 'Starlily', image: '/images/bbox/starlily.svg', weight: 2 },
  { name: 'Nightbloom', image: '/images/bbox/nightbloom.svg', weight: 1 },
])
const PRIZES = ['Moonflower', 'Starlily', 'Nightbloom']

describe.runIf(hasChromium)(
  'blind boxes: a code bought with CBK becomes a box on chain, opened to a prize anyone can check',
  () => {
    const { open, baseURL } = useBrowser()

    it('exchanges CBK for a code, mints the box, opens it, sees the prize, the proof and the history; a used or unknown code is refused', async () => {
      const name = `Garden ${Date.now().toString(36)}`
      await admin(baseURL, inject('adminToken'), [
        'bbox',
        'series',
        'create',
        '--name',
        name,
        '--media',
        '/images/bbox/night-garden.svg',
        '--price',
        '20',
        '--tiers',
        TIERS,
        '--description',
        'Flowers that open after dark.',
      ])
      const page = await open()
      // A wallet member with test ether for gas: the welcome gift of their first sign-in pays the CBK.
      await fundedCreator(page, baseURL)

      await page.goto('/blindBox')
      await page.waitForLoadState('networkidle')
      await page.getByText('You have 50 CBK to exchange for codes.').waitFor()
      const series = page.getByRole('article', { name })
      await series.getByRole('cell', { name: '7 in 10 (70%)' }).waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await series.getByRole('button', { name: 'Exchange 20 CBK for a code' }).click()
      const issued = series.getByRole('status')
      const code = (await issued.locator('code').textContent()) ?? ''
      expect(code).toMatch(/^KBX(-[0-9A-Z]{5}){5}$/)
      await page.getByText('You have 30 CBK to exchange for codes.').waitFor()
      await page.getByRole('region', { name: 'Your codes' }).getByText(code, { exact: true }).waitFor()

      await issued.getByRole('link', { name: 'Mint your box now' }).click()
      await page.waitForURL(`**/blindBox/${code}`)
      await page.waitForLoadState('networkidle')
      await page.getByText(`This code is valid: mint your ${name} box.`, { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Mint box' }).click()
      await completeFlow(page, 'Mint your blind box', async (steps) => {
        expect(
          await steps
            .getByRole('listitem')
            .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label'))),
        ).toEqual(['Reserve the code: done', 'Mint the box: done', 'Your box arrives: done'])
      })
      await page.waitForURL('**/blindBox/info/*')
      await page.waitForLoadState('networkidle')
      await page.getByText('Your box is sealed. Its prize was fixed when it was minted.').waitFor()
      expect(await seriousViolations(page)).toEqual([])

      await page.getByRole('button', { name: 'Open box' }).click()
      await completeFlow(page, 'Open your blind box')
      const found = page.getByText(/^You found (Moonflower|Starlily|Nightbloom)!$/)
      await found.waitFor()
      const prize = (/You found (\w+)!/.exec((await found.textContent()) ?? '') ?? [])[1]
      expect(PRIZES).toContain(prize)
      // The reveal moves (the prize grows in) unless the person asked for less motion.
      const reveal = page.getByRole('img', { name: `${prize}, the prize in this box` })
      expect(await reveal.evaluate((img) => getComputedStyle(img).animationName)).toBe('bbox-prize')
      await page.emulateMedia({ reducedMotion: 'reduce' })
      expect(await reveal.evaluate((img) => getComputedStyle(img).animationName)).toBe('none')
      await page.getByRole('button', { name: 'Recompute in this browser' }).click()
      await page.getByText(/^Checked: keccak256\(salt\) is this box's id/).waitFor()
      expect(await seriousViolations(page)).toEqual([])

      await page.getByRole('link', { name: 'Opened boxes' }).click()
      await page.waitForURL('**/blindBox/history')
      const row = page.getByRole('listitem').filter({ hasText: `from ${name}` })
      await row.getByRole('link', { name: prize ?? '', exact: true }).waitFor()
      expect(await row.getByText(/^0x[0-9a-f]{64}$/).count()).toBe(1)
      expect(await seriousViolations(page)).toEqual([])

      await page.goto(`/blindBox/${code}`)
      await page.getByText('This code has already been used: its box is minted.', { exact: true }).waitFor()
      await page.getByRole('link', { name: 'See the box' }).waitFor()
      await page.goto('/blindBox/KBX-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE')
      await page.getByText(/^There is no such code\. Check it for typos/).waitFor()
      await page.getByRole('link', { name: 'Exchange CBK for a code' }).waitFor()
    })

    it('offers the next step on empty pages, at phone width', async () => {
      const page = await open(MOBILE)
      await walletMember(page, baseURL, freshDevAccount())
      await page.goto('/blindBox/history')
      await page.getByText('You have not opened a box yet.').waitFor()
      await page.getByRole('link', { name: 'Exchange CBK for a code' }).click()
      await page.waitForURL('**/blindBox')
      await page.getByText(/^No boxes yet\. Exchange CBK for a code below/).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      expect(await seriousViolations(page)).toEqual([])
    })
  },
)
