// The yardstick's process: bare-fastify.ts on a free port, for the benches that compare against it.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../e2e/support/platform.ts'

export type BareFastify = { url: string; keysUrl?: string; pid: number; stop: () => void }

/** `keysBody`: the platform's keys answer, served as is at `keysUrl`. */
export async function startBareFastify(keysBody?: string): Promise<BareFastify> {
  const port = await freePort()
  const script = new URL('./bare-fastify.ts', import.meta.url).pathname
  const dir = mkdtempSync(join(tmpdir(), 'kid-bare-'))
  const bodyFile = join(dir, 'keys.json')
  if (keysBody) writeFileSync(bodyFile, keysBody)
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    script,
    String(port),
    ...(keysBody ? [bodyFile] : []),
  ])
  await new Promise<void>((done, fail) => {
    child.stdout.once('data', () => done())
    child.once('exit', (code) => fail(new Error(`bare fastify exited ${code}`)))
  })
  const url = `http://127.0.0.1:${port}/bare`
  return {
    url,
    keysUrl: keysBody ? `${url}/keys` : undefined,
    pid: child.pid ?? 0,
    stop: () => {
      child.kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
