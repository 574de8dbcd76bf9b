import type { Locator, Page } from 'playwright-core'
import type { HDAccount } from 'viem/accounts'
import { expect } from 'vitest'

/** The wallet password the journeys seal their KID wallets with. */
export const WALLET_PASSWORD = 'kid wallet pw 2026'

/** Types the journeys' wallet password twice, as creating or importing a wallet asks. */
export async function newWalletPassword(page: Page): Promise<void> {
  await page.getByLabel('New wallet password').fill(WALLET_PASSWORD)
  await page.getByLabel('Confirm the wallet password').fill(WALLET_PASSWORD)
}

/** A dev account's private key as the import field takes it: 64 hex digits. */
function keyOf(account: HDAccount): string {
  const key = account.getHdKey().privateKey
  if (!key) throw new Error('the dev account has no key')
  return Buffer.from(key).toString('hex')
}

/**
 * Imports `account`'s private key, or a recovery phrase, as the signed-in member's KID wallet;
 * resolves on /wallet with the wallet unlocked in this page (a later full load locks it again).
 */
export async function importKidWallet(page: Page, secret: HDAccount | { phrase: string }): Promise<void> {
  await page.goto('/wallet/setup/import')
  await page.waitForLoadState('networkidle')
  await page
    .getByLabel('Recovery phrase or private key')
    .fill('phrase' in secret ? secret.phrase : keyOf(secret))
  await newWalletPassword(page)
  await page.getByRole('button', { name: 'Import wallet' }).click()
  await page.waitForURL((url) => url.pathname === '/wallet')
}

/**
 * On /wallet/setup/create: chooses the wallet password and creates the wallet; the 12 words of its
 * recovery phrase, as the backup step shows them.
 */
export async function newPhraseShown(page: Page): Promise<string[]> {
  await newWalletPassword(page)
  await page.getByRole('button', { name: 'Create wallet' }).click()
  const phrase = page.getByRole('list', { name: 'Recovery phrase' })
  await phrase.waitFor()
  return phrase.locator('[data-word]').allInnerTexts()
}

/** On the backup step: says the phrase is written down and goes on; the labels of the words asked back. */
export async function phraseWrittenDown(page: Page): Promise<string[]> {
  await page.getByLabel('I have written down my recovery phrase').check()
  await page.getByRole('button', { name: 'Continue' }).click()
  const asked = page.locator('label', { hasText: /^Word #\d+$/ })
  await asked.first().waitFor()
  return asked.allInnerTexts()
}

/** Types back the asked words of the phrase and finishes; resolves on /wallet, the wallet unlocked. */
export async function typeBackPhrase(page: Page, labels: string[], words: string[]): Promise<void> {
  for (const label of labels) {
    const n = Number(label.replace('Word #', ''))
    await page.getByLabel(label, { exact: true }).fill(words[n - 1] ?? '')
  }
  await page.getByRole('button', { name: 'Finish' }).click()
  await page.waitForURL((url) => url.pathname === '/wallet')
}

/**
 * Creates the signed-in member's KID wallet on /wallet/setup/create, backing up its phrase (`atBackup`
 * looks at the step that shows it); its words.
 */
export async function createKidWallet(page: Page, atBackup?: () => Promise<void>): Promise<string[]> {
  await page.goto('/wallet/setup/create')
  await page.waitForLoadState('networkidle')
  const words = await newPhraseShown(page)
  await atBackup?.()
  await typeBackPhrase(page, await phraseWrittenDown(page), words)
  return words
}

/** In the wallet choice dialog: the built-in KID Wallet. */
export async function pickKidWallet(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /KID Wallet/ })
    .click()
}

/** The KID wallet's own dialogs a step may raise: pick it, unlock it, confirm what it signs or sends. */
function kidDialogs(page: Page) {
  return {
    choice: page.getByRole('dialog', { name: 'Connect a wallet' }),
    unlock: page.getByRole('dialog', { name: 'Unlock your KID wallet' }),
    confirm: page.getByRole('dialog', { name: /^(Sign .*\?|Send this transaction\?)$/ }),
  }
}

/**
 * Answers the KID wallet's dialogs until `done` shows: chooses the KID Wallet when asked, unlocks it
 * with the password, and confirms each signature or transaction (after `look` saw it, if given).
 * Returns the titles of what was confirmed, in order.
 */
export async function answerKidWallet(
  page: Page,
  done: Locator,
  look?: (confirm: Locator) => Promise<void>,
  failed?: Locator,
  timeout = 90_000,
): Promise<string[]> {
  const { choice, unlock, confirm } = kidDialogs(page)
  const confirmed: string[] = []
  const until = Date.now() + timeout
  while (Date.now() < until) {
    // Whichever shows first; the others' waits end quietly.
    const seen = <T extends string>(locator: Locator, what: T) =>
      locator.waitFor({ timeout: Math.max(1, until - Date.now()) }).then(
        () => what,
        () => undefined,
      )
    const next = await Promise.race([
      seen(done, 'done'),
      seen(choice, 'choice'),
      seen(unlock.getByLabel('Wallet password'), 'unlock'),
      seen(confirm.getByRole('button', { name: 'Confirm' }), 'confirm'),
      ...(failed ? [seen(failed, 'failed')] : []),
    ])
    if (next === 'failed' && failed) throw new Error(`the flow stopped: ${await failed.innerText()}`)
    if (next === 'done') return confirmed
    if (next === 'choice') await pickKidWallet(page)
    if (next === 'unlock') {
      await unlock.getByLabel('Wallet password').fill(WALLET_PASSWORD)
      await unlock.getByRole('button', { name: 'Unlock' }).click()
      await unlock.waitFor({ state: 'hidden' })
    }
    if (next === 'confirm') {
      const asked = await confirm.innerText()
      confirmed.push((await confirm.getByRole('heading').first().innerText()).trim())
      await look?.(confirm)
      await confirm.getByRole('button', { name: 'Confirm' }).click()
      // Gone, or already followed by the next question of the same title (a deposit's transaction
      // comes a moment after its approval's, quicker than a wait for 'hidden' may look): not this one.
      await expect
        .poll(async () => (await confirm.allInnerTexts()).join('\n'), { timeout: 30_000 })
        .not.toBe(asked)
    }
  }
  throw new Error(`the KID wallet journey did not finish in time; confirmed ${confirmed.join(', ')}`)
}

/**
 * Clicks a button that opens a dialog, again if the first click landed before the page hydrated
 * (it is then lost under load): until any dialog shows.
 */
export async function clickForDialog(page: Page, button: Locator): Promise<void> {
  const anyDialog = page.getByRole('dialog').first()
  for (let attempt = 0; attempt < 5; attempt++) {
    await button.click()
    if (
      await anyDialog.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return
  }
  throw new Error('the button opened no dialog')
}

/** Runs a trading flow's dialog `title` to its end with the KID wallet answering, then closes it. */
export async function completeKidFlow(page: Page, title: string, look?: (confirm: Locator) => Promise<void>) {
  const steps = page
    .getByRole('dialog', { name: title, exact: true })
    .filter({ has: page.getByRole('list', { name: 'Steps' }) })
  const finished = steps.getByText('All done.')
  const confirmed = await answerKidWallet(page, finished, look, steps.getByRole('alert').first())
  await steps.getByRole('button', { name: 'Done' }).click()
  return confirmed
}

/** On /wallet: binds the KID wallet to the signed-in account through the wallet dialog; what it confirmed. */
export async function bindKidWallet(page: Page): Promise<string[]> {
  await clickForDialog(page, page.getByRole('button', { name: 'Bind to my account' }))
  const prompt = page.getByRole('dialog').filter({ hasText: 'Please connect your wallet.' })
  const confirmed = await answerKidWallet(page, prompt.getByRole('button', { name: 'Confirm' }))
  await prompt.getByRole('button', { name: 'Confirm' }).click()
  confirmed.push(...(await answerKidWallet(page, page.getByText('Your wallet is bound.').first())))
  return confirmed
}
