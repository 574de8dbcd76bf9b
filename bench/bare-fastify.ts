// The yardstick: bare Fastify 5 routes in their own process. /bare answers the envelope of a small
// call (open/android/url); /bare/keys, when a file is given, answers its bytes as JSON, so a call
// with a bigger answer (open/platform/keys, 2.7 KB) is set against the same bytes on the wire.
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/bare', async () => ({ code: 1511200, msg: 'success', data: { ow: '', tf: '' } }))
const [, , port, bodyFile] = process.argv
if (bodyFile) {
  const body = readFileSync(bodyFile, 'utf8')
  app.get('/bare/keys', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body))
}
await app.listen({ port: Number(port), host: '127.0.0.1' })
process.stdout.write('ready\n')
