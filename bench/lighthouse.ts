// `npm run bench:lighthouse`: Lighthouse (mobile) on /, /marketplace and an item page of this
// checkout's platform with the demo world: the median of BENCH_RUNS runs (3 unless told).
import { startPlatform } from '../e2e/support/platform.ts'
import { firstItemPath } from './demo-item.ts'
import { LIGHTHOUSE_HEADER, lighthouseLine, lighthouseRows } from './lighthouse-run.ts'

const platform = await startPlatform({ LOG_LEVEL: 'error', DEMO_DATA: '1' })
try {
  const rows = await lighthouseRows(platform.url, ['/', '/marketplace', await firstItemPath(platform.url)])
  console.log(LIGHTHOUSE_HEADER)
  for (const row of rows) console.log(lighthouseLine(row))
} finally {
  await platform.stop()
}
