// The yardstick's process: bare-fastify.ts on a free port, for the benches that compare against it.
import { spawn } from 'node:child_process'
import { freePort } from '../e2e/support/platform.ts'

export async function startBareFastify(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const script = new URL('./bare-fastify.ts', import.meta.url).pathname
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(port)])
  await new Promise<void>((done, fail) => {
    child.stdout.once('data', () => done())
    child.once('exit', (code) => fail(new Error(`bare fastify exited ${code}`)))
  })
  return { url: `http://127.0.0.1:${port}/bare`, stop: () => child.kill() }
}
