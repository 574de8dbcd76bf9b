// Lighthouse on pages of a running platform: mobile emulation (Lighthouse's default, with simulated
// slow 4G and a 4x slower CPU), the performance category only, driving the machine's Chromium.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_PATH } from '../e2e/support/browser.ts'

export type LighthouseRow = {
  path: string
  performance: number
  lcpMs: number
  cls: number
  tbtMs: number
  fcpMs: number
  scriptBytes: number
}

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
// Phones and desktops get pages rendered (and cached) apart: Lighthouse emulates a phone.
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** One row per path: the median of BENCH_RUNS runs of each figure. */
export async function lighthouseRows(baseUrl: string, paths: string[]): Promise<LighthouseRow[]> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    // One run thrown away: the first page a new Chromium loads paints seconds late (its own start-up
    // work on the main thread), which would count against whichever page came first.
    await lighthouse(`${baseUrl}${paths[0] ?? '/'}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const rows: LighthouseRow[] = []
    for (const path of paths) {
      // Measured as a visitor finds a running site: the first render after start (compiling the
      // route's modules, warming the database) is not what anyone waits for twice.
      for (const userAgent of [DESKTOP_UA, MOBILE_UA])
        await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html', 'user-agent': userAgent } }).then(
          (res) => res.arrayBuffer(),
        )
      const runs: LighthouseRow[] = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`)
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
        const scripts = (
          lhr.audits['resource-summary']?.details as {
            items?: { resourceType: string; transferSize: number }[]
          }
        )?.items?.find((item) => item.resourceType === 'script')
        runs.push({
          path,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          tbtMs: audit('total-blocking-time'),
          fcpMs: audit('first-contentful-paint'),
          scriptBytes: scripts?.transferSize ?? 0,
        })
      }
      rows.push({
        path,
        performance: median(runs.map((r) => r.performance)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        scriptBytes: median(runs.map((r) => r.scriptBytes)),
      })
    }
    return rows
  } finally {
    chrome.kill()
  }
}

/** The rows as one line each of a Markdown table (see LIGHTHOUSE_HEADER). */
export function lighthouseLine(row: LighthouseRow, label = row.path): string {
  return `| ${label} | ${row.performance} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbtMs)} ms | ${(row.fcpMs / 1000).toFixed(2)} s | ${(row.scriptBytes / 1024).toFixed(1)} KB |`
}

export const LIGHTHOUSE_HEADER =
  '| page | Performance | LCP | CLS | TBT | FCP | JS transferred |\n|---|---:|---:|---:|---:|---:|---:|'
