// One of precompress.ts's workers: writes the compressed copies of the files it is handed
// ({ path, zopfli }[]) and answers with the bytes before and after Brotli. Plain JavaScript, since
// a worker does not inherit the main thread's TypeScript loader.

import { readFileSync, writeFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { parentPort, workerData } from 'node:worker_threads'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { gzip } from '@gfx/zopfli'

/** Zopfli's passes: past one the copies shrink by bytes, not kilobytes, and the build slows. */
const ZOPFLI_ITERATIONS = 1
const zopfli = promisify(gzip)

const total = { before: 0, after: 0 }
for (const { path, zopfli: best } of workerData) {
  const body = readFileSync(path)
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })
  const gz = best ? await zopfli(body, { numiterations: ZOPFLI_ITERATIONS }) : gzipSync(body, { level: 9 })
  // A copy no smaller than the file is not worth a lookup: the server then sends the file.
  if (br.length < body.length) writeFileSync(`${path}.br`, br)
  if (gz.length < body.length) writeFileSync(`${path}.gz`, gz)
  total.before += body.length
  total.after += Math.min(br.length, body.length)
}
parentPort.postMessage(total)
