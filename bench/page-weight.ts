// Page weight: the JavaScript and CSS a first visit to a page loads, raw and gzip-compressed.
import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../e2e/support/browser.ts'
import { startPlatform } from '../e2e/support/platform.ts'

const PAGES = (process.env.BENCH_PAGES ?? '/,/terms').split(',')

const platform = await startPlatform({ LOG_LEVEL: 'error' })
const browser = await launchBrowser()
try {
  console.log('| page | JS files | JS bytes | JS gzip | CSS bytes | HTML bytes |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const path of PAGES) {
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
