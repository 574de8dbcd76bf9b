import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { admin, registerMember, signInAs } from '../support/account.ts'
import { seriousViolations } from '../support/axe.ts'
import { MOBILE } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { chainSeconds, deployedDrop, localInput } from '../support/launchpad.ts'
import { mailTo } from '../support/mailbox.ts'
import { advanceChain, completeFlow, walletMember } from '../support/market.ts'
import { fund, fundedCreator, PNG, walletCreator } from '../support/market-catalog.ts'
import { freshDevAccount } from '../support/test-wallet.ts'

const adminToken = () => inject('adminToken')
/** axe-core's serious and critical violations on the page as it is (none expected). */
const checkAxe = async (page: Page) => expect(await seriousViolations(page)).toEqual([])
const uniqueName = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`

/** The mint panel's answer, once it has read the wallet (it says "Checking…" until then). */
async function verdict(page: Page): Promise<string> {
  const status = page.getByRole('status', { name: 'Can I mint?' })
  await expect.poll(() => status.innerText(), { timeout: 30_000 }).not.toContain('Checking')
  return status.innerText()
}

describe.runIf(hasChromium)('launchpad journeys', () => {
  const { open, baseURL } = useBrowser()

  it('a creator applies with a whitelist, an operator approves, the creator deploys from their wallet', async () => {
    const page = await open()
    await fundedCreator(page, baseURL)
    const fan = freshDevAccount()
    const name = uniqueName('Tides')
    const now = await chainSeconds(baseURL)
    await page.goto('/launchpad/apply')
    await page.getByRole('heading', { name: 'Apply for a drop', level: 1 }).waitFor()
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Symbol').fill('TIDE')
    await page
      .getByLabel('Upload the drop picture')
      .setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: PNG })
    await page.locator('label[for] img').first().waitFor()
    await page.getByLabel('Starts').fill(localInput(now - 120))
    await page.getByLabel('Ends').fill(localInput(now + 3 * 3600))
    await page.getByLabel('Per wallet').fill('2')
    await page.getByLabel('Per transaction').fill('2')
    await page.getByLabel('A whitelist stage first').check()
    await page.getByLabel('Addresses').fill(`${fan.address}\n${fan.address.toLowerCase()}\nnot-an-address`)
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    const report = page.getByRole('status').filter({ hasText: 'sent for review' })
    await report.waitFor()
    expect(await report.innerText()).toContain('1 duplicates were removed. 1 entries are not addresses')
    const id = (await report.innerText()).match(/Application (\d+)/)?.[1]
    if (!id) throw new Error('no application id')

    await page.getByRole('link', { name: 'Go to my drops' }).click()
    const row = page.getByRole('list', { name: 'My drops' }).getByRole('listitem').filter({ hasText: name })
    await row.getByText('In review', { exact: true }).waitFor()
    await admin(baseURL, adminToken(), ['drop', 'approve', id])
    await page.reload()
    await row.getByRole('button', { name: 'Deploy' }).click()
    await completeFlow(page, `Deploy ${name}`)
    await row.getByText('Deployed', { exact: true }).waitFor()
    await checkAxe(page)

    // The whitelisted fan mints at once; over the wallet limit they are told why, before the wallet opens.
    const fanPage = await open()
    await fund(baseURL, fan.address)
    await walletMember(fanPage, baseURL, fan)
    await fanPage.goto(`/launchpad/mint?id=${id}`)
    expect(await verdict(fanPage)).toBe('You are on the whitelist: mint up to 2 now.')
    await fanPage.getByRole('button', { name: 'One more' }).click()
    await fanPage.getByRole('button', { name: 'Mint 2' }).click()
    await completeFlow(fanPage, `Mint ${name}`)
    // The panel asks again once the flow has ended; until that answer comes it says what it said.
    await expect
      .poll(() => fanPage.getByRole('status', { name: 'Can I mint?' }).innerText(), { timeout: 30_000 })
      .toBe('This wallet has minted its limit of 2.')
    await expect
      .poll(() => fanPage.getByRole('progressbar', { name: 'Minted' }).getAttribute('aria-valuenow'))
      .toBe('2')
    await checkAxe(fanPage)

    // Someone off the list waits for the public stage, then mints; their token is theirs on the market.
    const publicPage = await open(MOBILE)
    const stranger = freshDevAccount()
    await fund(baseURL, stranger.address)
    await walletMember(publicPage, baseURL, stranger)
    await publicPage.goto(`/launchpad/mint?id=${id}`)
    expect(await verdict(publicPage)).toContain('This wallet is not on the whitelist.')
    await advanceChain(baseURL, 3 * 3600 + 60)
    await publicPage.reload()
    expect(await verdict(publicPage)).toBe('You can mint up to 2 now.')
    await publicPage.getByRole('button', { name: 'Mint 1' }).click()
    await completeFlow(publicPage, `Mint ${name}`)
    await publicPage.goto(`/launchpad/nftList?id=${id}`)
    await publicPage.getByText(`${name} #3`, { exact: true }).waitFor()
    await checkAxe(publicPage)
  })

  it('a subscriber gets the reminder by notice and e-mail, once, and an .ics for the calendar', async () => {
    const now = await chainSeconds(baseURL)
    const name = uniqueName('Moons')
    const drop = await deployedDrop(baseURL, adminToken(), { name, start: now + 300, end: now + 7200 })
    const member = await registerMember(baseURL, 'lpfan')
    const page = await open()
    await signInAs(page, baseURL, member)
    await page.goto(`/launchpad/nftInfo?id=${drop.id}`)
    expect(await verdict(page)).toContain('The public stage opens')
    // A day ahead of a stage five minutes away: due at once (the chain may run ahead of the clock here).
    await page.getByLabel('When').selectOption('1440')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await page.getByText('Reminder set for', { exact: false }).waitFor()
    const mail = await mailTo(baseURL, member.email, `${name} opens soon`)
    expect(mail.text).toContain(`/launchpad/nftInfo?id=${drop.id}`)
    await page.goto('/message')
    await page.getByText(`${name} opens soon`, { exact: true }).first().waitFor()
    const ics = await page.request.get(`/launchpad/ics/${drop.id}`)
    expect(ics.headers()['content-type']).toContain('text/calendar')
    expect(await ics.text()).toContain(`SUMMARY:${name}: public mint`)
    await checkAxe(page)
  })

  it('lists the drops on the launchpad and its calendar, at 375 px too', async () => {
    const now = await chainSeconds(baseURL)
    const name = uniqueName('Upcoming')
    const creator = await walletCreator(baseURL)
    const drop = await deployedDrop(
      baseURL,
      adminToken(),
      { name, start: now + 86_400, end: now + 2 * 86_400 },
      creator,
    )
    const page = await open(MOBILE)
    await page.goto('/launchpad/list/all/upcoming')
    await page.getByRole('link', { name, exact: true }).waitFor()
    const opens = new Date((now + 86_400) * 1000)
    await page.goto(`/launchpad/calendar/${opens.getUTCFullYear()}/${opens.getUTCMonth() + 1}`)
    await page.getByRole('link', { name, exact: true }).first().waitFor()
    await checkAxe(page)
    await page.goto(`/launchpad/nftInfo?id=${drop.id}`)
    expect(await verdict(page)).toContain('The public stage opens')
    await page.getByRole('link', { name: 'Log in to mint' }).waitFor()
  })
})
