import { type ChildProcess, spawn } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PublishedKeys } from '@kid/shared/signature'

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url))

/** A platform's web signing key (PEM): what its copies share, and what names it on a shared Redis. */
export function newWebKey(): string {
  return String(
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
  )
}

export type Copy = {
  url: string
  process: ChildProcess
  /** What it has printed on stdout so far, line by line (a crash point's line among them). */
  lines: string[]
  /** Its end (its output read to the last line): the exit code, or the signal that ended it ('SIGKILL'). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}
export type Copies = {
  copies: Copy[]
  /** The platforms' public keys all copies share (for signed calls). */
  publicKeys: Required<PublishedKeys>
  stop(): Promise<void>
}

/**
 * `n` real server processes (src/testing/copy-server.ts) on one PostgreSQL and one Redis, as
 * behind a load balancer: each with its own DATA_DIR and port, all with the same platform keys.
 * Resolves once every copy answers /readyz. `env` adds settings (RATE_LIMIT_PER_MINUTE…).
 */
export async function startCopies(
  n: number,
  options: { databaseUrl: string; redisUrl: string; env?: Record<string, string> },
): Promise<Copies> {
  const webKey = newWebKey()
  const dirs: string[] = []
  const copies: Copy[] = []
  const stop = async () => {
    await Promise.all(copies.map((copy) => stopProcess(copy.process)))
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
  }
  try {
    for (let i = 0; i < n; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), `kid-copy-${i}-`))
      dirs.push(dataDir)
      copies.push(
        await startCopy({
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: process.env.COPIES_LOG_LEVEL ?? 'silent',
          DATA_DIR: dataDir,
          DATABASE_URL: options.databaseUrl,
          REDIS_URL: options.redisUrl,
          PLATFORM_KEY_WEB: String(webKey),
          PORT: '0',
          ...options.env,
        }),
      )
    }
    await Promise.all(copies.map((copy) => waitReady(copy)))
    const keys = await fetch(`${copies[0]?.url}/api/accountservice/open/platform/keys`)
    const publicKeys = ((await keys.json()) as { data: Required<PublishedKeys> }).data
    return { copies, publicKeys, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * One real server process (src/testing/copy-server.ts), `env` over the test's own environment,
 * resolved once it answers /readyz: for tests that stop, kill -9 and restart a server on the same
 * data (`DATA_DIR`, `DATABASE_URL`). `stopServer` ends it cleanly (SIGTERM).
 */
export async function startServer(env: Record<string, string>): Promise<Copy> {
  const copy = await startCopy(serverEnv(env))
  try {
    await waitReady(copy)
  } catch (error) {
    await stopProcess(copy.process)
    throw error
  }
  return copy
}

/** A server process just started: what it prints, its end, and its URL once it listens. */
export type ServerProcess = Omit<Copy, 'url'> & { listening: Promise<string> }

/** Like startServer, without waiting for anything: for a server meant to die while it starts (kill -9). */
export function spawnServer(env: Record<string, string>): ServerProcess {
  return spawnCopy(serverEnv(env))
}

export const stopServer = (copy: Pick<Copy, 'process'>): Promise<void> => stopProcess(copy.process)

const serverEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.COPIES_LOG_LEVEL ?? 'silent',
  PORT: '0',
  ...env,
})

async function startCopy(env: NodeJS.ProcessEnv): Promise<Copy> {
  const { listening, ...copy } = spawnCopy(env)
  return { url: await listening, ...copy }
}

function spawnCopy(env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/copy-server.ts'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines: string[] = []
  // 'close', not 'exit': by then everything it printed has been read.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  )
  const listening = new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8')
      const parts = out.split('\n')
      out = parts.pop() ?? ''
      for (const line of parts) {
        lines.push(line)
        const port = line.match(/\{"port":(\d+)\}/)?.[1]
        if (port) resolve(`http://127.0.0.1:${port}`)
      }
    })
    void exited.then(({ code, signal }) =>
      reject(new Error(`a server copy exited with ${code ?? signal} before listening`)),
    )
  })
  // Awaited by startCopy; a process meant to die early never listens, and nobody needs to know.
  listening.catch(() => undefined)
  return { process: child, lines, exited, listening }
}

/** Polls /readyz until the copy reports every part ready (or its process is gone). */
async function waitReady(copy: Copy): Promise<void> {
  let gone = false
  void copy.exited.then(() => {
    gone = true
  })
  for (let i = 0; i < 600 && !gone; i++) {
    const res = await fetch(`${copy.url}/readyz`).catch(() => undefined)
    if (res?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${copy.url} ${gone ? 'exited' : 'did not become ready within a minute'}`)
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
