import { describe, expect, it } from 'vitest'
import { DESKTOP } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'

describe.runIf(hasChromium)('shared dialogs', () => {
  const { open } = useBrowser()

  it('shares the site: copy with a toast that goes away, and the four networks', async () => {
    const page = await open(DESKTOP)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/')
    await page.getByRole('button', { name: 'Invite friends' }).click()
    const dialog = page.getByRole('dialog', { name: 'Share' })
    for (const name of ['Facebook', 'Telegram', 'Twitter', 'Whatsapp']) {
      const href = (await dialog.getByRole('link', { name }).getAttribute('href')) ?? ''
      expect(href).toContain(encodeURIComponent(new URL(page.url()).origin))
    }
    await dialog.getByRole('button', { name: 'Copy' }).click()
    // The toast is on screen and announced to screen readers (a status live region).
    await page.getByText('Copy successfully!').first().waitFor()
    await page
      .getByRole('status')
      .filter({ hasText: 'Copy successfully!' })
      .first()
      .waitFor({ state: 'attached' })
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/`)
    await expect.poll(() => page.getByText('Copy successfully!').count(), { timeout: 10_000 }).toBe(0)
  })

  it('hides Whatsapp from the share dialog inside the native app', async () => {
    const page = await open(DESKTOP)
    await page.goto('/?app=1')
    await page.getByRole('button', { name: 'Invite friends' }).click()
    const dialog = page.getByRole('dialog', { name: 'Share' })
    await dialog.getByRole('link', { name: 'Telegram' }).waitFor()
    expect(await dialog.getByRole('link', { name: 'Whatsapp' }).count()).toBe(0)
  })

  it('closes a dialog with Escape and gives the focus back', async () => {
    const page = await open(DESKTOP)
    await page.goto('/')
    const trigger = page.getByRole('button', { name: 'Invite friends' })
    await trigger.click()
    await page.getByRole('dialog', { name: 'Share' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    // Radix gives the focus back in a task after the dialog leaves the DOM: wait for it.
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true)
  })
})
