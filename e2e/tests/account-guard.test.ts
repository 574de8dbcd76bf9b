import { describe, expect, inject, it } from 'vitest'
import { admin, person, registerMember } from '../support/account.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'

describe.runIf(hasChromium)('suspension and captcha', () => {
  const { open, baseURL } = useBrowser()

  it('shows a blacklisted account the suspension notice and signs it out', async () => {
    const member = await registerMember(baseURL, 'banned')
    await admin(baseURL, inject('adminToken'), [
      'blacklist',
      'add',
      'account',
      member.email,
      '--reason',
      'e2e',
    ])
    const page = await open(person())
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    const notice = page.getByRole('dialog', { name: 'Account Suspended' })
    await notice
      .getByText(
        "We've detected something out of ordinary going on with this account. Therefore we are suspending this account currently.",
      )
      .waitFor()
    await notice.getByRole('button', { name: 'OK' }).click()
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'token')).toBeUndefined()
  })

  it('asks for the captcha after repeated failed logins and retries the login once solved', async () => {
    const member = await registerMember(baseURL, 'captcha')
    const page = await open(person())
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email)
    const password = page.getByLabel('Password', { exact: true })
    const logIn = page.getByRole('button', { name: 'Log In', exact: true })
    for (let i = 0; i < 3; i += 1) {
      await password.fill(`Wrongpass${i}`)
      await logIn.click()
      await page.getByRole('alert').waitFor()
      await expect.poll(() => logIn.isDisabled()).toBe(false)
    }
    await password.fill(member.password)
    await logIn.click()
    const modal = page.getByRole('dialog', { name: 'Wait a minute' })
    await modal.getByText("Please confirm you're not a bot").waitFor()
    // ALTCHA solves its proof of work in the page; the login then goes again with the token.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 45_000 })
    await page.getByRole('banner').getByLabel('Open wallet card').waitFor()
  })
})
