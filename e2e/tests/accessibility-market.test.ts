import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { person } from '../support/account.ts'
import { type AxeViolation, seriousViolations } from '../support/axe.ts'
import { MOBILE } from '../support/browser.ts'
import { hasChromium, openTab, useBrowser } from '../support/journey.ts'
import { dcCall, itemIdByName } from '../support/market.ts'
import { fundedCreator, mintMany } from '../support/market-catalog.ts'

type ItemInfo = { collectionId: number; standard: 721 | 1155; creatorUserId: number | null }

describe.runIf(hasChromium)('accessibility of the marketplace pages', () => {
  const { open, baseURL } = useBrowser()

  it('axe-core finds no serious violation on the market and profile pages, the listing and Edit profile dialogs, at desktop width and at 375 px', async () => {
    const page = await open(person())
    const creator = await fundedCreator(page, baseURL)
    const prefix = `Axe${randomBytes(4).toString('hex')}`
    await mintMany(baseURL, creator, prefix, 1)
    const id = await itemIdByName(baseURL, prefix)
    const info = await dcCall<ItemInfo>(baseURL, `item/open/info?id=${id}`, { token: creator.token })
    const { collectionId, standard, creatorUserId } = info.data
    const pages = [
      '/marketplace',
      '/marketplace/video',
      `/nftdetails?id=${id}`,
      `/personal/collection/${standard}/${collectionId}`,
      `/personal/marketplace/created/${creatorUserId}`,
      `/personal/creator?address=${creator.account.address}&type=1`,
      '/nftCreate',
      '/creator-center/upload',
      '/profile',
      '/profile?tab=activity',
      '/personal/collections',
      '/sellList',
      `/sellConfig?ids=${id}`,
      '/personal/earnings',
      `/search/${prefix.toLowerCase()}`,
      `/search/${creator.account.address.toLowerCase()}`,
      `/search/${creator.account.address.toLowerCase()}/people`,
    ]

    const found: Record<string, AxeViolation[]> = {}
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of pages) {
        const response = await page.goto(path)
        if (response?.status() !== 200) found[`${path} answered ${response?.status()}`] = []
        const violations = await seriousViolations(page)
        if (violations.length) found[`${path} at ${width} px`] = violations
      }
      await page.goto(`/nftdetails?id=${id}`)
      await page.getByRole('button', { name: 'List for sale' }).click()
      await page.getByRole('dialog', { name: 'List for sale' }).waitFor()
      const dialog = await seriousViolations(page)
      if (dialog.length) found[`the listing dialog at ${width} px`] = dialog
      await page.goto('/profile')
      await page.getByRole('button', { name: 'Edit profile' }).click()
      await page.getByRole('dialog', { name: 'Edit profile' }).waitFor()
      const edit = await seriousViolations(page)
      if (edit.length) found[`the Edit profile dialog at ${width} px`] = edit
    }
    expect(found).toEqual({})
  })

  it("on a phone (375 px) the item page's Activity tab fits the screen: each event a card, nothing wider than the phone, and axe-core stays clean", async () => {
    const page = await open(person(undefined, MOBILE))
    const creator = await fundedCreator(page, baseURL)
    const prefix = `Narrow${randomBytes(4).toString('hex')}`
    await mintMany(baseURL, creator, prefix, 1)
    await page.goto(`/nftdetails?id=${await itemIdByName(baseURL, prefix)}`)
    await openTab(page, 'Activity')
    const panel = page.getByRole('tabpanel', { name: 'Activity' })
    // The mint, from nobody to the creator, who is the viewer here.
    await panel.getByRole('cell', { name: 'Minted' }).waitFor()
    await panel.getByRole('link', { name: 'You' }).waitFor()
    // Right edges of everything in the panel, scrolled-away overflow included (a sideways-scrolling table fails).
    const widest = await panel.evaluate((root) =>
      Math.max(...[root, ...root.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right)),
    )
    expect(widest).toBeLessThanOrEqual(375)
    expect(await seriousViolations(page)).toEqual([])
    // The tabs follow the keyboard: the arrow shows the next tab's panel, End the last, Home the first.
    await page.getByRole('tab', { name: 'Activity' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('tabpanel', { name: 'Details' }).waitFor()
    expect(
      await page.getByRole('tab', { name: 'Details' }).evaluate((tab) => tab === document.activeElement),
    ).toBe(true)
    await page.keyboard.press('Home')
    await page.getByRole('tabpanel', { name: 'Properties' }).waitFor()
    await page.keyboard.press('ArrowLeft')
    await page.getByRole('tabpanel', { name: 'Details' }).waitFor()
    expect(await page.getByRole('tab', { name: 'Activity', selected: false }).count()).toBe(1)
  })
})
