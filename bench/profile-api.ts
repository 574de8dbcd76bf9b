// Profiles the platform under one API load: the server runs with a CPU profiler (cpu-profile.mjs)
// and writes a .cpuprofile (Chrome DevTools, speedscope) to PROFILE_DIR when it stops.
//   npm run bench:profile -w @kid/bench -- unsigned|session|sealed|rsa
import { mkdirSync } from 'node:fs'
import { startPlatform } from '../e2e/support/platform.ts'
import { load, type Scheme, signerFor } from './load.ts'

const kind = process.argv[2] ?? 'unsigned'
const SCHEMES: readonly string[] = ['session', 'sealed', 'rsa'] satisfies Scheme[]
if (kind !== 'unsigned' && !SCHEMES.includes(kind))
  throw new Error(`unknown load ${kind}: unsigned|session|sealed|rsa`)
const dir = process.env.PROFILE_DIR ?? 'profiles'
mkdirSync(dir, { recursive: true })
const file = new URL(`${dir}/${kind}.cpuprofile`, `file://${process.cwd()}/`).pathname
const platform = await startPlatform({
  LOG_LEVEL: 'error',
  RATE_LIMIT_PER_MINUTE: '100000000',
  NODE_OPTIONS: `--import ${new URL('./cpu-profile.mjs', import.meta.url).pathname}`,
  CPU_PROF_FILE: file,
})
try {
  const api = `${platform.url}/api/accountservice`
  const result =
    kind === 'unsigned'
      ? await load(`${api}/open/platform/keys`)
      : await load(`${api}/open/android/url`, {
          headers: await signerFor(platform.url, undefined, kind as Scheme),
        })
  console.log(
    `${kind}: ${Math.round(result.requests.average)} req/s (${result.non2xx} non-2xx), profile in ${file}`,
  )
} finally {
  await platform.stop()
}
