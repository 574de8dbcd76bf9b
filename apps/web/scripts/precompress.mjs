// After `react-router build`: a Brotli and a gzip copy beside each built script, style sheet and
// SVG, made once here at the best ratios, so the server sends them compressed (@fastify/static
// preCompressed) at no cost per request. The platform often runs without a CDN in front.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = new URL('../build/client', import.meta.url).pathname
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/
// Below this a compressed copy saves less than the headers cost; @fastify/static skips them too.
const MIN_BYTES = 1024

let files = 0
let before = 0
let after = 0
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path)
    else if (COMPRESSIBLE.test(name) && statSync(path).size >= MIN_BYTES) {
      const body = readFileSync(path)
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
      writeFileSync(`${path}.br`, br)
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }))
      files += 1
      before += body.length
      after += br.length
    }
  }
}
walk(root)
console.log(`precompressed ${files} files: ${before} bytes, ${after} as Brotli`)
