import { hashPassword } from '@kid/shared/validate/password-hash'
import { describe, expect, it } from 'vitest'
import { apiCall, mailedCode, person, registerMember, signInAs, uniqueIp } from '../support/account.ts'
import { seriousViolations } from '../support/axe.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'

describe.runIf(hasChromium)('log in, log out, forgot and reset', () => {
  const { open, baseURL } = useBrowser()

  it('logs in with e-mail and password and signs out', async () => {
    const member = await registerMember(baseURL, 'login')
    const page = await open(person())
    await page.goto('/login?path=%2Fcontact-us')
    expect(await seriousViolations(page)).toEqual([])
    const logIn = page.getByRole('button', { name: 'Log In', exact: true })
    expect(await logIn.isDisabled()).toBe(true)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Show password' }).click()
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text')
    await logIn.click()
    await page.waitForURL((url) => url.pathname === '/contact-us')

    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value
    expect(token).toBeTruthy()
    await page.getByRole('banner').getByLabel('Open wallet card').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click()
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor()
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'token')).toBeUndefined()
    // The token is revoked on the server, not only forgotten by the browser.
    const info = await apiCall(baseURL, 'user/info', { ip: uniqueIp(), token })
    expect(info.code).toBe(1511504)
  })

  it("never shows a visitor a member's page, nor a member a visitor's cached page", async () => {
    const member = await registerMember(baseURL, 'cached')
    const name = String(member.user.username)
    const path = `/marketplace?cachecheck=${Date.now()}`
    // A visitor warms the page; a member then asks for it, then the visitor again.
    const visitor = await open(person())
    expect((await visitor.goto(path))?.headers()['x-page-cache']).toBe('miss')
    const memberPage = await open(person())
    await signInAs(memberPage, baseURL, member)
    const mine = await memberPage.goto(path)
    expect(mine?.headers()['x-page-cache']).toBeUndefined()
    expect(mine?.headers()['cache-control']).toBe('private, no-store')
    expect(await memberPage.content()).toContain(name)
    await memberPage.getByRole('banner').getByLabel('Open wallet card').waitFor()
    const again = await visitor.goto(path)
    expect(again?.headers()['x-page-cache']).toMatch(/^(hit|stale)$/)
    expect(await visitor.content()).not.toContain(name)
    await visitor.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor()
  })

  it('refuses a wrong password with the server message', async () => {
    const member = await registerMember(baseURL, 'wrongpw')
    const page = await open(person())
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill('Wrongpass1')
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await page.getByRole('alert').waitFor()
    expect(page.url()).toContain('/login')
  })

  it('resets a forgotten password with a code and logs in with the new one', async () => {
    const member = await registerMember(baseURL, 'forgot')
    const page = await open(person())
    await page.goto('/login')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.waitForURL((url) => url.pathname === '/forgot')
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor()
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email)
    await page.getByRole('button', { name: 'Send Verification Code' }).click()
    await page.waitForURL((url) => url.pathname === '/verification')
    const code = await mailedCode(baseURL, member.email, 'Reset your KID password')
    await page.getByLabel('Digit 1').focus()
    await page.keyboard.insertText(code)
    await page.getByRole('button', { name: 'OK', exact: true }).click()

    await page.waitForURL((url) => url.pathname === '/resetPassword')
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor()
    await page.getByLabel('New password').fill('Newpass2026')
    await page.getByLabel('Confirm password').fill('Newpass2025')
    await page.getByLabel('New password').click()
    await page.getByText('Passwords did not match.').waitFor()
    await page.getByLabel('Confirm password').fill('Newpass2026')
    await page.getByRole('button', { name: 'OK', exact: true }).click()

    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill('Newpass2026')
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('banner').getByLabel('Open wallet card').waitFor()
  })

  it('changes the password from /setting through the login modal', async () => {
    const member = await registerMember(baseURL, 'editpass')
    const page = await open(person())
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')

    await page.goto('/setting')
    await page.getByRole('button', { name: 'Change password' }).click()
    const modal = page.getByRole('dialog', { name: 'Check Your Inbox' })
    await modal.getByText('Enter the security code sent to').waitFor()
    const code = await mailedCode(baseURL, member.email, 'Change your KID password')
    await modal.getByLabel('Digit 1').focus()
    await page.keyboard.insertText(code)
    await modal.getByRole('button', { name: 'OK', exact: true }).click()
    const reset = page.getByRole('dialog', { name: 'Reset Password' })
    await reset.getByLabel('New password').fill('Changed2026')
    await reset.getByLabel('Confirm password').fill('Changed2026')
    await reset.getByRole('button', { name: 'OK', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')

    const login = await apiCall(baseURL, 'open/login', {
      ip: uniqueIp(),
      body: { email: member.email, password: await hashPassword('Changed2026') },
    })
    expect(login.code).toBe(1511200)
  })
})
