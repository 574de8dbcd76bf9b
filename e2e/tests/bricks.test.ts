import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { mailedCode, person, registerMember, signInAs, uniqueEmail } from '../support/account.ts'
import { seriousViolations } from '../support/axe.ts'
import { MOBILE } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'

/** Clicks once the page has hydrated (a click before it is lost), then waits for the reward notice. */
async function claimAndSeeNotice(page: Page, button: ReturnType<Page['getByRole']>, amount: string) {
  await page.waitForLoadState('networkidle')
  await button.click()
  const notice = page.getByRole('dialog', { name: 'Congratulations' })
  await notice.getByText(`You earned ${amount} CBK`).waitFor()
  expect(await notice.getByRole('link', { name: 'Get More Bricks' }).getAttribute('href')).toBe('/bricks')
  await page.keyboard.press('Escape')
  await notice.waitFor({ state: 'detached' })
}

/** Signs up through /reg/{invitecode} with an e-mailed code, as a person would. */
async function signUpWithInvite(page: Page, baseURL: string, inviteCode: string) {
  const email = uniqueEmail('invitee')
  await page.goto(`/reg/${inviteCode}`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Kidfan2026')
  await page.getByLabel('Confirm password').fill('Kidfan2026')
  await page.getByRole('button', { name: 'Send Verification Code' }).click()
  await page.waitForURL((url) => url.pathname === '/verification')
  const code = await mailedCode(baseURL, email, 'Your KID sign-up code')
  await page.getByLabel('Digit 1').focus()
  await page.keyboard.insertText(code)
  await page.getByRole('button', { name: 'OK', exact: true }).click()
  const welcome = page.getByRole('dialog', { name: 'Welcome to KID' })
  await welcome.waitFor()
  // The sign-up's answer carried the welcome gift; the welcome says so.
  await welcome.getByText('You earned 50 CBK for joining').waitFor()
  await welcome.getByLabel('Username').fill(`frd${Date.now().toString(36).slice(-8)}`)
  await welcome.getByRole('button', { name: 'Save username' }).click()
  await welcome.waitFor({ state: 'detached' })
}

describe.runIf(hasChromium)('bricks: the reward centre', () => {
  const { open, baseURL } = useBrowser()

  it('checks in, invites a friend who qualifies, claims the invite, and shows both in the bricks log', async () => {
    const inviter = await registerMember(baseURL, 'inviter')
    const page = await open(person())
    await signInAs(page, baseURL, inviter)
    await page.goto('/bricks')
    await page.getByRole('heading', { name: 'Rewards', level: 1 }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await claimAndSeeNotice(page, page.getByRole('button', { name: 'Check in' }), '50')
    await page.getByRole('button', { name: 'Checked in today' }).waitFor()
    await page.getByText('1-day streak').waitFor()

    // The invite page shows the link with the inviter's code; nobody has joined yet.
    await page.goto('/bricks/invite')
    const code = String(inviter.user.inviteCode)
    expect(await page.getByTestId('invite-link').textContent()).toContain(`/reg/${code}`)
    await page.getByText('No friends yet').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // The friend signs up with the link (a verified e-mail), then makes their first check-in.
    const friend = await open(person())
    await signUpWithInvite(friend, baseURL, code)
    await page.reload()
    const row = page.getByTestId('invitee')
    await row.getByText('Joined', { exact: true }).waitFor()
    await row.getByText('Waiting for their first check-in').waitFor()
    await friend.goto('/bricks')
    await claimAndSeeNotice(friend, friend.getByRole('button', { name: 'Check in' }), '50')

    await page.reload()
    await row.getByText('Qualified').waitFor()
    await claimAndSeeNotice(page, row.getByRole('button', { name: /^Claim the reward for/ }), '200')
    await row.getByText('Rewarded').waitFor()

    await page.goto('/h5/bricks-log')
    const log = page.getByTestId('brick-log-row')
    await log.first().waitFor()
    expect(await log.allInnerTexts()).toEqual([
      expect.stringMatching(/Invite a friend[\s\S]*\+200 CBK/),
      expect.stringMatching(/Daily check-in[\s\S]*\+50 CBK/),
      expect.stringMatching(/Welcome to KID[\s\S]*\+50 CBK/),
    ])
    expect(await seriousViolations(page)).toEqual([])
  })

  it('links a social account on a phone and refuses a handle that breaks the rule', async () => {
    const member = await registerMember(baseURL, 'social')
    const page = await open(person(undefined, MOBILE))
    await signInAs(page, baseURL, member)
    await page.goto('/bricks/social')
    await page.waitForLoadState('networkidle')
    const handle = page.getByLabel('X (Twitter) handle')
    await handle.fill('not a handle')
    await page.getByRole('button', { name: 'Link' }).first().click()
    await page.getByText('A X (Twitter) handle is 1 to 15 letters, digits or underscores').waitFor()
    await handle.fill(`@kid${Date.now().toString(36).slice(-8)}`)
    await claimAndSeeNotice(page, page.getByRole('button', { name: 'Link' }).first(), '100')
    await page.goto('/h5/bricks')
    await page.getByText('Link your X (Twitter) account').waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })
})
