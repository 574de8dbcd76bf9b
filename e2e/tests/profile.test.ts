import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { person } from '../support/account.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { fundedCreator, mintMany, PNG } from '../support/market-catalog.ts'

const picture = { name: 'picture.png', mimeType: 'image/png', buffer: PNG }

/** What anyone reads at the top of a profile: the banner picture, the name, the bio, the links and figures. */
async function shownProfile(page: Page) {
  const header = page.getByRole('main').locator('header').first()
  await header.locator('dl').waitFor()
  return {
    banner: await header.locator('img').first().getAttribute('src'),
    name: await header.getByRole('heading', { level: 1 }).textContent(),
    bio: await header.locator('p.whitespace-pre-line').textContent(),
    links: await header.getByRole('list', { name: 'Links' }).getByRole('link').allTextContents(),
    figures: await header.locator('dl').textContent(),
  }
}

describe.runIf(hasChromium)('one profile: /profile edits what /personal shows', () => {
  const { open, baseURL } = useBrowser()

  it('a member changes banner, bio and links on /profile, and their public /personal page shows the same to anyone; /profile shows the figures and tabs /personal shows', async () => {
    const page = await open(person())
    const creator = await fundedCreator(page, baseURL)
    const prefix = `Glow${randomBytes(4).toString('hex')}`
    await mintMany(baseURL, creator, prefix, 1)

    await page.goto('/profile')
    // The figures and the created tab, as on the public page.
    await page
      .getByRole('list', { name: 'Created' })
      .getByRole('link', { name: new RegExp(prefix) })
      .waitFor()
    await page.getByLabel('Change banner').setInputFiles(picture)
    await expect
      .poll(() => page.getByRole('main').locator('header img').first().getAttribute('src'))
      .toMatch(/^\/uploads\//)
    await page.getByLabel('Change avatar').setInputFiles(picture)
    await page.getByRole('button', { name: 'Add a bio and links' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit profile' })
    await edit.getByLabel('Bio').fill('Lanterns over the harbour.')
    await edit.getByLabel('Website').fill('https://glow.example')
    await edit.getByRole('button', { name: 'Save' }).click()
    await edit.waitFor({ state: 'hidden' })
    await page.getByText('Lanterns over the harbour.').waitFor()
    const own = await shownProfile(page)
    expect(own).toMatchObject({ bio: 'Lanterns over the harbour.', links: ['Website'] })
    expect(own.figures).toContain('Created1')

    await page.getByRole('link', { name: 'View public profile' }).click()
    await page.waitForURL(/\/personal\/marketplace\/created\/\d+$/)
    const publicPath = new URL(page.url()).pathname
    expect(await shownProfile(page)).toEqual(own)
    await page
      .getByRole('list', { name: 'Created' })
      .getByRole('link', { name: new RegExp(prefix) })
      .waitFor()

    // A visitor reads the same profile, without its editing controls.
    const visitor = await open(person())
    await visitor.goto(publicPath)
    expect(await shownProfile(visitor)).toEqual(own)
    expect(await visitor.getByRole('link', { name: 'Edit profile' }).count()).toBe(0)
    expect(await visitor.getByLabel('Change banner').count()).toBe(0)

    // And back: the owner's public page leads to where it is edited, which shows the same.
    await page.getByRole('link', { name: 'Edit profile' }).click()
    await page.waitForURL((url) => url.pathname === '/profile')
    expect(await shownProfile(page)).toEqual(own)
  })

  it('/profileNew is the same profile with Edit profile open', async () => {
    const page = await open(person())
    await fundedCreator(page, baseURL)
    await page.goto('/profileNew')
    const edit = page.getByRole('dialog', { name: 'Edit profile' })
    await edit.getByLabel('Bio').fill('Second light.')
    await edit.getByRole('button', { name: 'Save' }).click()
    await edit.waitFor({ state: 'hidden' })
    await page.getByText('Second light.').waitFor()
    expect(
      await page.getByRole('navigation', { name: 'Profile views' }).getByRole('link').allTextContents(),
    ).toEqual(['Created', 'Collected', 'On sale', 'Activity'])
  })
})
