import { describe, expect, it } from 'vitest'
import { mailedCode, person, uniqueEmail } from '../support/account.ts'
import { seriousViolations } from '../support/axe.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'

describe.runIf(hasChromium)('sign up with an e-mailed code', () => {
  const { open, baseURL } = useBrowser()

  it('checks the form, mails a code, and signs the new member in', async () => {
    const email = uniqueEmail('signup')
    const page = await open(person())
    await page.goto('/reg?redirectUri=%2Fterms')
    const send = page.getByRole('button', { name: 'Send Verification Code' })
    expect(await send.isDisabled()).toBe(true)

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email')
    await page.getByLabel('Password', { exact: true }).click()
    await page.getByText('*Please enter a valid email address.').waitFor()
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await page.getByText('*At least 8 characters, 1 uppercase letter, 1 number').waitFor()
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm password').click()
    await page.getByText('*Incorrect password format.').waitFor()
    await page.getByLabel('Password', { exact: true }).fill('Kidfan2026')
    // The confirmation is checked as it is typed: silent while it is the password's start.
    await page.getByLabel('Confirm password').pressSequentially('Kidfan')
    expect(await page.getByText('Passwords did not match.').count()).toBe(0)
    await page.getByLabel('Confirm password').pressSequentially('3')
    await page.getByText('Passwords did not match.').waitFor()
    expect(await send.isDisabled()).toBe(true)
    await page.getByLabel('Confirm password').fill('Kidfan2026')
    await send.click()

    await page.waitForURL((url) => url.pathname === '/verification')
    await page.getByRole('heading', { name: 'Check Your Inbox' }).waitFor()
    await page.getByText('Enter the security code sent to').waitFor()
    // The resend link waits out its 60-second countdown.
    expect(await page.getByRole('button', { name: /^Resend in \d+s$/ }).isDisabled()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])

    const code = await mailedCode(baseURL, email, 'Your KID sign-up code')
    const ok = page.getByRole('button', { name: 'OK', exact: true })
    const wrong = code === '0000' ? '1111' : '0000'
    await page.getByLabel('Digit 1').fill(wrong[0] ?? '')
    expect(await ok.isDisabled()).toBe(true)
    // A pasted code fills every box; backspace clears the last one.
    await page.getByLabel('Digit 1').focus()
    await page.keyboard.insertText(wrong)
    expect(await ok.isDisabled()).toBe(false)
    await ok.click()
    await page.getByRole('status').filter({ hasText: /./ }).waitFor()
    expect(page.url()).toContain('/verification')

    await page.getByLabel('Digit 4').focus()
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace')
    expect(await ok.isDisabled()).toBe(true)
    for (const digit of code) await page.keyboard.type(digit)
    await ok.click()

    // The after-login rule follows the redirectUri the Sign Up link carried, where a welcome asks
    // for the username people will see.
    await page.waitForURL((url) => url.pathname === '/terms')
    await page.getByRole('banner').getByLabel('Open wallet card').waitFor()
    const welcome = page.getByRole('dialog', { name: 'Welcome to KID' })
    const username = `fan${Date.now().toString(36).slice(-8)}`
    await welcome.getByLabel('Username').fill('ab')
    await welcome.getByText('*4 to 16 letters, numbers, underscores or hyphens.').waitFor()
    await welcome.getByLabel('Username').fill(username)
    await welcome.getByRole('button', { name: 'Save username' }).click()
    await page.getByText(`Welcome to KID, ${username}!`).waitFor()
    await welcome.waitFor({ state: 'detached' })
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'token')?.value).toMatch(/^[\w-]{43}$/)
    const info = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'user_info')?.value ?? '{}'))
    expect(info.email).toBe(email)
    expect(info.username).toBe(username)
    // Once: the next page does not ask again.
    await page.reload()
    await page.getByRole('banner').getByLabel('Open wallet card').waitFor()
    expect(await page.getByRole('dialog', { name: 'Welcome to KID' }).count()).toBe(0)
  })

  it('sends a verification page without e-mail or type to login', async () => {
    const page = await open(person())
    await page.goto('/verification?email=someone@example.com&sendEmailType=nope')
    await page.waitForURL((url) => url.pathname === '/login')
  })
})
