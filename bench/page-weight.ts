// Page weight: the JavaScript and CSS a first visit to a page loads until the network is idle, raw
// and gzip-compressed as the server sends it to a client without Brotli (its precompressed copy,
// the bytes weight/route-weight.ts counts for the budgets). Unlike the budgets, this includes what
// a page loads on demand at once: a section below the fold already in view on a short page, a
// part the page draws after its first paint.
import { request } from 'node:http'
import { launchBrowser } from '../e2e/support/browser.ts'
import { startPlatform } from '../e2e/support/platform.ts'
import { firstItemPath } from './demo-item.ts'

/** The bytes the server sends for `url` to a client that takes gzip and not Brotli. */
function servedGzip(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () => resolve(bytes))
    })
      .on('error', reject)
      .end()
  })
}

// `item` stands for the first item page the marketplace links to (the demo world made at start).
const PAGES = (process.env.BENCH_PAGES ?? '/,/terms,/marketplace,item').split(',')

const platform = await startPlatform({ LOG_LEVEL: 'error', DEMO_DATA: '1' })
const browser = await launchBrowser()

try {
  console.log('| page | JS files | JS bytes | JS gzip as served | CSS bytes | HTML bytes |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const entry of PAGES) {
    const path = entry === 'item' ? await firstItemPath(platform.url) : entry
    const page = await browser.newPage()
    const sizes = { js: 0, jsGzip: 0, jsFiles: 0, css: 0, html: 0 }
    // Each response is measured as it comes; the sums are read once every one is.
    const measured: Promise<void>[] = []
    page.on('response', (response) => {
      measured.push(
        (async () => {
          const body = await response.body().catch(() => Buffer.alloc(0))
          const type = response.request().resourceType()
          if (type === 'script') {
            // Awaited before the sum is read: `+= await` would add to a sum read before the wait.
            const gzip = await servedGzip(response.url())
            sizes.js += body.length
            sizes.jsGzip += gzip
            sizes.jsFiles += 1
          } else if (type === 'stylesheet') sizes.css += body.length
          else if (type === 'document') sizes.html += body.length
        })(),
      )
    })
    await page.goto(`${platform.url}${path}`, { waitUntil: 'networkidle' })
    await Promise.all(measured)
    console.log(
      `| ${path} | ${sizes.jsFiles} | ${sizes.js} | ${sizes.jsGzip} | ${sizes.css} | ${sizes.html} |`,
    )
    await page.close()
  }
} finally {
  await browser.close()
  await platform.stop()
}
