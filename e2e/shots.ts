// `npm run shots`: screenshots of the main pages at 1440 and 375 px, as a visitor and as a member,
// on a platform started with its demo world, for a person to look at (issue #12). Writes PNGs to
// SHOTS_DIR (default shots/, not committed). Needs `npm run build` first (the script runs it).
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from 'playwright-core'
import { english, generateMnemonic, mnemonicToAccount } from 'viem/accounts'
import { apiCall, type Member, registerMember, signInAs, uniqueIp } from './support/account.ts'
import { CHROMIUM_PATH, DESKTOP, MOBILE } from './support/browser.ts'
import { importKidWallet } from './support/kid-wallet.ts'
import { walletCreator } from './support/market-catalog.ts'
import { startPlatform } from './support/platform.ts'

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..')
const out = resolve(process.env.SHOTS_DIR ?? join(repoRoot, 'shots'))
mkdirSync(out, { recursive: true })

const platform = await startPlatform({ DEMO_DATA: '1', LOG_LEVEL: 'error' })
try {
  await demoWorldSettled(platform.url)
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const member = await registerMember(platform.url, 'shots')
  // A member who signed in with a wallet (no e-mail), whose KID wallet is made from a phrase.
  const phrase = generateMnemonic(english)
  const signedIn = await walletCreator(platform.url, mnemonicToAccount(phrase))
  const info = await apiCall<Member['user']>(platform.url, 'user/info', {
    ip: uniqueIp(),
    token: signedIn.token,
  })
  const walletMember: Member = { email: '', password: '', token: signedIn.token, user: info.data }
  let kidWalletMade = false
  for (const [width, options] of [
    [1440, DESKTOP],
    [375, MOBILE],
  ] as const) {
    for (const who of ['visitor', 'member'] as const) {
      const context = await browser.newContext({ ...options, baseURL: platform.url })
      const page = await context.newPage()
      if (who === 'member') await signInAs(page, platform.url, member)
      const shoot = async (name: string, path?: string) => {
        if (path) await page.goto(path, { waitUntil: 'networkidle' })
        await page.screenshot({ path: join(out, `${name}-${who}-${width}.png`), fullPage: true })
      }
      await shoot('home', '/')
      await shoot('marketplace', '/marketplace')
      const item = await firstHref(page, 'a[href^="/nftdetails"]')
      await shoot('item', item)
      await shoot('collection', await firstHref(page, 'a[href^="/personal/collection/"]'))
      await page.goto(item)
      await shoot('creator', await firstHref(page, 'a[href^="/personal/marketplace/created/"]'))
      await shoot('search', '/search/aurora')
      await shoot('launchpad', '/launchpad')
      await shoot('drop', await firstHref(page, 'a[href^="/launchpad/nftInfo"]'))
      await shoot('kid', '/kid')
      await shoot('kid-search', '/kid/search/ab')
      await shoot('kid-register', '/kid/register/sunrisefan')
      await shoot('kid-renewal', '/kid/renewal/mira_okafor')
      const month = new Date()
      await shoot('drop-calendar', `/launchpad/calendar/${month.getUTCFullYear()}/${month.getUTCMonth() + 1}`)
      if (who === 'visitor') {
        await shoot('login', '/login')
        await shoot('sign-up', '/reg')
      } else {
        await shoot('profile', '/profile')
        await shoot('create', '/nftCreate')
        await shoot('drop-apply', '/launchpad/apply')
        await shoot('messages', '/message')
        await shoot('rewards', '/bricks')
        await shoot('invite', '/bricks/invite')
        await shoot('kid-wallet', '/wallet')
        await shoot('spending', '/wallet/spending/info')
        await shoot('deposit', '/wallet/spending/deposit')
        await shoot('withdraw', '/wallet/spending/withdraw')
        await shoot('kid-names', '/kid/domain-manage')
        await shoot('kid-name', '/kid/domain-manage/mira_okafor')
        // The KID wallet's own views, as the wallet member (made once; the second width is another browser).
        await signInAs(page, platform.url, walletMember)
        if (!kidWalletMade) await importKidWallet(page, { phrase })
        kidWalletMade = true
        await shoot('wallet-details', '/wallet/settings/info')
        await shoot('wallet-email', '/wallet/settings/email')
      }
      await page.goto('/marketplace', { waitUntil: 'networkidle' })
      // A wide screen shows a visitor everything in the header, without MENU.
      const menu = page.getByRole('button', { name: 'Open menu' }).filter({ visible: true })
      if ((await menu.count()) > 0) {
        await menu.first().click()
        const drawer = page.getByRole('dialog', { name: 'MENU' })
        await drawer.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)))
        await page.screenshot({ path: join(out, `menu-${who}-${width}.png`) })
      }
      await context.close()
    }
  }
  await browser.close()
  console.log(`screenshots in ${out}`)
} finally {
  await platform.stop()
}

async function firstHref(page: Page, selector: string): Promise<string> {
  const link = page.locator(selector).first()
  await link.waitFor()
  return (await link.getAttribute('href')) as string
}

/** Waits until /marketplace lists items and has not changed for three looks in a row. */
async function demoWorldSettled(url: string): Promise<void> {
  let last = ''
  let same = 0
  for (let tries = 0; tries < 100 && same < 3; tries++) {
    await new Promise((done) => setTimeout(done, 6_000))
    const html = await fetch(`${url}/marketplace`).then((res) => res.text())
    const items = html.match(/href="\/nftdetails\?id=\d+"/g)?.join() ?? ''
    same = items && items === last ? same + 1 : 0
    last = items
  }
}
