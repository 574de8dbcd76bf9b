import { describe, expect, it } from 'vitest'
import { apiCall, person, registerMember, signInAs, uniqueEmail, uniqueIp } from '../support/account.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { linkIn, mailTo } from '../support/mailbox.ts'

describe.runIf(hasChromium)('changing the account e-mail', () => {
  const { open, baseURL } = useBrowser()

  it('moves the account to a new address once the link mailed there is opened', async () => {
    const member = await registerMember(baseURL, 'mover')
    const page = await open(person())
    await signInAs(page, baseURL, member)
    await page.goto('/setting')
    await page.getByRole('button', { name: 'Change e-mail' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change e-mail' })
    const next = uniqueEmail('moved')
    await dialog.getByLabel('Email').fill(next)
    await dialog.getByRole('button', { name: 'Send confirmation link' }).click()
    await dialog.getByText(next).waitFor()

    const before = await apiCall<{ email: string }>(baseURL, 'user/info', {
      ip: uniqueIp(),
      token: member.token,
    })
    expect(before.data.email).toBe(member.email)

    await page.goto(linkIn((await mailTo(baseURL, next)).text, '/emailVerify'))
    await page.getByText('E-mail confirmed').waitFor()
    const after = await apiCall<{ email: string }>(baseURL, 'user/info', {
      ip: uniqueIp(),
      token: member.token,
    })
    expect(after.data.email).toBe(next)
  })
})
