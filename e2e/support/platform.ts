import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..')

/** `pid`: the server's process, whose CPU time the benchmarks read. */
export type Platform = { url: string; dataDir: string; pid: number; stop: () => Promise<void> }

/** A free TCP port on loopback, asked of the OS. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise<void>((done) => server.close(() => done()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

/**
 * Starts the built platform (`npm run build` first) as its own process on a free port with a
 * fresh DATA_DIR, and resolves once /readyz says every module is up.
 */
export async function startPlatform(
  env: Record<string, string> = {},
  /** Another checkout to run instead of this one (the bench's baseline commit). */
  options: { root?: string } = {},
): Promise<Platform> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'kid-platform-'))
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(options.root ?? repoRoot, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The browser's address is the site's: mail links and token URIs come from PUBLIC_URL.
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Tests and benchmarks make their own world and never reach outside this machine.
      DEMO_DATA: '0',
      ETH_PRICE_PROVIDER: 'none',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitUntilReady(url, child)
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    stop: async () => {
      await stopProcess(child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with code ${child.exitCode}`)
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    )
    if (ready) return
    await new Promise((done) => setTimeout(done, 250))
  }
  child.kill('SIGKILL')
  throw new Error('the platform did not become ready within 120 s')
}

/** How long the platform gets to stop by itself (its own grace is 10 s) before it is killed. */
const STOP_WITHIN_MS = 20_000

/**
 * SIGTERM, then SIGKILL if it is still running: a platform whose event loop is stuck never runs its
 * shutdown (nor its own 10 s deadline), and waiting on it would hold the whole run until CI's limit.
 */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const kill = setTimeout(() => {
      console.error(`the platform did not stop within ${STOP_WITHIN_MS / 1000} s of SIGTERM: killing it`)
      child.kill('SIGKILL')
    }, STOP_WITHIN_MS)
    child.once('exit', () => {
      clearTimeout(kill)
      done()
    })
    child.kill('SIGTERM')
  })
}
