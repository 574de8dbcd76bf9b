import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { linkIn, mailTo } from '../support/mailbox.ts'

describe.runIf(hasChromium)('newsletter subscription with double opt-in', () => {
  const { open, baseURL } = useBrowser()

  it('subscribes only once the e-mailed link is opened', async () => {
    const email = `fan-${randomBytes(4).toString('hex')}@example.com`
    const page = await open()
    await page.goto('/subscribe')
    const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true })
    expect(await subscribe.isDisabled()).toBe(true)
    await page.getByLabel('Email address').fill(email)
    await subscribe.click()
    await page.getByText('Check your inbox').waitFor()

    const mail = await mailTo(baseURL, email)
    expect(mail.subject).toBe('Confirm your KID subscription')
    const link = linkIn(mail.text, '/subscribe/')
    await page.goto(link)
    await page.getByRole('heading', { name: "You're subscribed" }).waitFor()
  })

  it('refuses a forged confirmation link', async () => {
    const page = await open()
    await page.goto(`/subscribe/${randomBytes(32).toString('base64url')}`)
    await page.getByRole('heading', { name: "We couldn't confirm this subscription" }).waitFor()
  })

  it("says a cut or mangled link is invalid in words a person reads, never the validator's", async () => {
    const page = await open()
    await page.goto('/subscribe/abc')
    await page.getByText('This confirmation link is invalid, used or expired.').waitFor()
    await page.goto('/emailVerify')
    await page.getByText(/^This confirmation link is invalid, used or expired\./).waitFor()
    expect(await page.getByText(/expected|received|Too small|Invalid token/).count()).toBe(0)
  })
})
