import { hashPassword } from '@kid/shared/validate/password-hash'
import { describe, expect, it } from 'vitest'
import {
  apiCall,
  type Member,
  person,
  registerMember,
  signInAs,
  uniqueEmail,
  uniqueIp,
} from '../support/account.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { linkIn, mailTo } from '../support/mailbox.ts'

/** The account's e-mail as a session sees it, or the failure code when the session has ended. */
async function emailSeenBy(baseURL: string, token: string): Promise<string | number> {
  const info = await apiCall<{ email: string }>(baseURL, 'user/info', { ip: uniqueIp(), token })
  return info.code === 1511200 ? info.data.email : info.code
}

async function signInElsewhere(baseURL: string, member: Member, email = member.email): Promise<string> {
  const res = await apiCall<{ token: string }>(baseURL, 'open/login', {
    ip: uniqueIp(),
    body: { email, password: await hashPassword(member.password) },
  })
  if (res.code !== 1511200) throw new Error(`login: ${res.msg}`)
  return res.data.token
}

describe.runIf(hasChromium)('changing the account e-mail', () => {
  const { open, baseURL } = useBrowser()

  it('asks for the current password, moves the account once the new address confirms, and the old address can undo it', async () => {
    const member = await registerMember(baseURL, 'mover')
    const otherDevice = await signInElsewhere(baseURL, member)
    const page = await open(person())
    await signInAs(page, baseURL, member)
    await page.goto('/setting')
    await page.getByRole('button', { name: 'Change email' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change email' })
    const next = uniqueEmail('moved')
    await dialog.getByLabel('Email').fill(next)
    const send = dialog.getByRole('button', { name: 'Send confirmation link' })
    expect(await send.isDisabled()).toBe(true)

    // A wrong password is refused with a message a person understands, and nothing is mailed.
    await dialog.getByLabel('Current password').fill('Wrong2026')
    await send.click()
    await dialog.getByText('Your current password is incorrect.').waitFor()
    await dialog.getByLabel('Current password').fill(member.password)
    await send.click()
    await dialog.getByText(next).waitFor()
    expect(await emailSeenBy(baseURL, member.token)).toBe(member.email)

    await page.goto(linkIn((await mailTo(baseURL, next)).text, '/emailVerify'))
    await page.getByText('Email confirmed').waitFor()
    expect(await emailSeenBy(baseURL, member.token)).toBe(next)
    expect(await emailSeenBy(baseURL, otherDevice)).toBe(1511504)

    const notice = await mailTo(baseURL, member.email, 'Your KID e-mail address was changed')
    expect(notice.subject).toBe('Your KID e-mail address was changed')
    await page.goto(linkIn(notice.text, '/emailVerify'))
    await page.getByRole('button', { name: 'Put my old address back' }).click()
    await page.getByText('Your email address is back').waitFor()
    expect(await emailSeenBy(baseURL, member.token)).toBe(1511504)
    const back = await signInElsewhere(baseURL, member)
    expect(await emailSeenBy(baseURL, back)).toBe(member.email)
  })
})
