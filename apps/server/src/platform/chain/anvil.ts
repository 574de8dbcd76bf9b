import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { TEST_MNEMONIC } from '@kid/contracts/deploy/devAccounts'
import { EMBEDDED_CHAIN_ID } from '../config/config.ts'

export type EmbeddedNode = {
  url: string
  pid: number
  /** SIGTERM, so anvil writes its state file, then waits for it to exit. */
  stop(): Promise<void>
}

export class AnvilStartError extends Error {
  override name = 'AnvilStartError'
}

const START_TIMEOUT_MS = 15_000
const STOP_TIMEOUT_MS = 10_000
/** anvil also dumps its state this often, so a crash of the machine loses at most this much. */
const STATE_INTERVAL_S = 5

/** The anvil binary of @foundry-rs/anvil's platform package (its postinstall script never runs under npm ci --ignore-scripts). */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const pkg = require.resolve('@foundry-rs/anvil/package.json')
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  return join(dirname(dirname(pkg)), `anvil-${process.platform}-${arch}`, 'bin', 'anvil')
}

/**
 * Starts anvil on loopback with its state in `dir` (anvil-state.json: blocks, receipts and
 * accounts, loaded at start and written on exit and every few seconds), so a restart continues
 * the same chain. The accounts come from the public test mnemonic. A node orphaned by a killed
 * server (its pid is in anvil.pid) is stopped first, as it would hold the state file.
 */
export async function startAnvil(options: { dir: string; port: number }): Promise<EmbeddedNode> {
  await mkdir(options.dir, { recursive: true })
  const stateFile = join(options.dir, 'anvil-state.json')
  const pidFile = join(options.dir, 'anvil.pid')
  await stopOrphan(pidFile, stateFile)

  const child = spawn(
    anvilBinary(),
    [
      ...['--host', '127.0.0.1', '--port', String(options.port)],
      ...['--chain-id', String(EMBEDDED_CHAIN_ID), '--mnemonic', TEST_MNEMONIC],
      ...['--state', stateFile, '--state-interval', String(STATE_INTERVAL_S)],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  // Killing the server with a signal Node handles runs 'exit': take the node down with it.
  const killOnExit = () => child.kill('SIGTERM')
  process.once('exit', killOnExit)
  const url = await listeningUrl(child)
  if (child.pid === undefined) throw new AnvilStartError('anvil did not start')
  await writeFile(pidFile, String(child.pid))
  return {
    url,
    pid: child.pid,
    async stop() {
      process.removeListener('exit', killOnExit)
      await terminate(child)
      await rm(pidFile, { force: true })
    },
  }
}

/** Resolves with the URL anvil prints once listening; rejects with its own words if it exits. */
async function listeningUrl(child: ChildProcess): Promise<string> {
  const errors: string[] = []
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()))
  return await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new AnvilStartError(`anvil did not listen within ${START_TIMEOUT_MS} ms`))
    }, START_TIMEOUT_MS)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(new AnvilStartError(`anvil could not be started: ${error.message}`))
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new AnvilStartError(`anvil exited (${code}) before listening: ${errors.join('').trim()}`))
    })
    // Keep reading stdout after the address: a full pipe would block anvil.
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
    lines.on('line', (line) => {
      const match = /^Listening on ([\d.]+):(\d+)/.exec(line)
      if (!match) return
      clearTimeout(timer)
      child.removeAllListeners('exit')
      resolve(`http://${match[1]}:${match[2]}`)
    })
  })
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}

/** Stops the anvil a previous run started, if it still runs: only a pid we wrote and whose command line names our state file. */
async function stopOrphan(pidFile: string, stateFile: string): Promise<void> {
  if (!existsSync(pidFile)) return
  const pid = Number(await readFile(pidFile, 'utf8'))
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
  if (Number.isSafeInteger(pid) && pid > 0 && cmdline.includes(stateFile)) {
    process.kill(pid, 'SIGTERM')
    for (let i = 0; i < 200 && existsSync(`/proc/${pid}`); i++) await new Promise((r) => setTimeout(r, 50))
  }
  await rm(pidFile, { force: true })
}
