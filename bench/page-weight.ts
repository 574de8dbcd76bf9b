// Page weight: the JavaScript and CSS a first visit to a page loads, raw and gzip-compressed.
import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../e2e/support/browser.ts'
import { startPlatform } from '../e2e/support/platform.ts'

// `item` stands for the first item page the marketplace links to (the demo world made at start).
const PAGES = (process.env.BENCH_PAGES ?? '/,/terms,/marketplace,item').split(',')

const platform = await startPlatform({ LOG_LEVEL: 'error', DEMO_DATA: '1' })
const browser = await launchBrowser()

/** The first item page on /marketplace, once the demo world has minted one. */
async function firstItemPath(): Promise<string> {
  const page = await browser.newPage()
  try {
    for (let tries = 0; tries < 60; tries++) {
      await page.goto(`${platform.url}/marketplace`)
      const href = await page
        .locator('a[href^="/nftdetails"]')
        .first()
        .getAttribute('href', { timeout: 1_000 })
        .catch(() => null)
      if (href) return href
      await new Promise((resolve) => setTimeout(resolve, 2_000))
    }
    throw new Error('no item page appeared on /marketplace')
  } finally {
    await page.close()
  }
}

try {
  console.log('| page | JS files | JS bytes | JS gzip | CSS bytes | HTML bytes |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const entry of PAGES) {
    const path = entry === 'item' ? await firstItemPath() : entry
    const page = await browser.newPage()
    const sizes = { js: 0, jsGzip: 0, jsFiles: 0, css: 0, html: 0 }
    page.on('response', async (response) => {
      const body = await response.body().catch(() => Buffer.alloc(0))
      const type = response.request().resourceType()
      if (type === 'script') {
        sizes.js += body.length
        sizes.jsGzip += gzipSync(body).length
        sizes.jsFiles += 1
      } else if (type === 'stylesheet') sizes.css += body.length
      else if (type === 'document') sizes.html += body.length
    })
    await page.goto(`${platform.url}${path}`, { waitUntil: 'networkidle' })
    console.log(
      `| ${path} | ${sizes.jsFiles} | ${sizes.js} | ${sizes.jsGzip} | ${sizes.css} | ${sizes.html} |`,
    )
    await page.close()
  }
} finally {
  await browser.close()
  await platform.stop()
}
