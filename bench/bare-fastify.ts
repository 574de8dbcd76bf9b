// The yardstick: a bare Fastify 5 route answering the same envelope, in its own process.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/bare', async () => ({ code: 1511200, msg: 'success', data: { ow: '', tf: '' } }))
const port = Number(process.argv[2])
await app.listen({ port, host: '127.0.0.1' })
process.stdout.write('ready\n')
