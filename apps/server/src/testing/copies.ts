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

export type Copy = { url: string; process: ChildProcess }
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
    await Promise.all(copies.map((copy) => waitReady(copy.url)))
    const keys = await fetch(`${copies[0]?.url}/api/accountservice/open/platform/keys`)
    const publicKeys = ((await keys.json()) as { data: Required<PublishedKeys> }).data
    return { copies, publicKeys, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function startCopy(env: NodeJS.ProcessEnv): Promise<Copy> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/copy-server.ts'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8')
      const port = out.match(/\{"port":(\d+)\}/)?.[1]
      if (port) resolve({ url: `http://127.0.0.1:${port}`, process: child })
    })
    child.once('exit', (code) => reject(new Error(`a server copy exited with ${code} before listening`)))
  })
}

/** Polls /readyz until the copy reports every part ready (or its process is gone). */
async function waitReady(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${url}/readyz`).catch(() => undefined)
    if (res?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not become ready within a minute`)
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
