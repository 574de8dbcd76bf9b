// npm test's last step: the Chromium journeys (project e2e) in a vitest run of their own, at the
// same time as every other project's files.
//
// Why two runs: vitest puts a project limited to one worker (e2e shares one platform, so its files
// go one at a time) in a group that starts only after every other file has finished, so in one run
// the journeys waited ~8 minutes for the server suite, then ran alone for ~11 while the other cores
// idled. The journeys mostly wait on the browser, the chain and the network, so overlapping them
// with the CPU-bound server files shortens the whole by most of the shorter part. The other files
// take two workers instead of three here, leaving the journeys' platform and browser a core.
//
// Arguments go to both runs (`npm test -- --reporter=json --outputFile.json=out.json`); a JSON
// report path gets `-e2e` before its extension for the journeys (out-e2e.json), so .ci/run sums
// both reports. Exits with the first failing run's code, after both have finished.
import { spawn } from 'node:child_process'

const args = process.argv.slice(2)
const e2eArgs = args.map((arg) => arg.replace(/^(--outputFile(?:\.json)?=.*?)(\.json)?$/, '$1-e2e$2'))

const vitest = (projectArgs, runArgs) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...projectArgs, ...runArgs], { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const codes = await Promise.all([
  vitest(['--project', 'e2e'], e2eArgs),
  vitest(['--project', '!e2e', '--maxWorkers', '2'], args),
])
process.exit(codes.find((code) => code !== 0) ?? 0)
