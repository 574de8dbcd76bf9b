// Realtime fan-out benchmark: two server copies on one Redis (built in this process; PGlite each,
// or fresh databases on DATABASE_URL's server), N member sockets on copy B, M events published
// through copy A one after another, each to one of the members. Prints p50 and p99 of the time
// from the publish call on A to the frame's arrival at the socket on B (store + Redis + socket).
// REDIS_URL is required. SOCKETS (default 200) and EVENTS (default 2000) set N and M.
import { performance } from 'node:perf_hooks'
import { createTestApp } from '../apps/server/src/testing/app.ts'
import { isClient, openRealtime, realtimeUrl } from '../apps/server/src/testing/realtime-client.ts'

const redisUrl = process.env.REDIS_URL
if (!redisUrl) throw new Error('Set REDIS_URL (e.g. redis://127.0.0.1:6379): the copies fan out through it')
const sockets = Number(process.env.SOCKETS ?? 200)
const events = Number(process.env.EVENTS ?? 2000)

const [a, b] = await Promise.all([
  createTestApp({ REDIS_URL: redisUrl }),
  createTestApp({ REDIS_URL: redisUrl }),
])
try {
  await b.app.listen({ port: 0, host: '127.0.0.1' })
  const sentAt = new Map<number, number>()
  const latencies: number[] = []
  let arrived = 0
  let allArrived: () => void = () => undefined
  const done = new Promise<void>((resolve) => {
    allArrived = resolve
  })
  const members: number[] = []
  for (let i = 0; i < sockets; i++) {
    const { userId, token } = await b.signIn()
    const client = await openRealtime(realtimeUrl(b.app), { authorization: `Bearer ${token}` })
    if (!isClient(client)) throw new Error(`socket refused: ${JSON.stringify(client)}`)
    await client.until((frames) => frames.some((f) => f.type === 'ready'))
    client.ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw))
      if (frame.type !== 'event') return
      latencies.push(performance.now() - (sentAt.get(frame.data.num) ?? Number.NaN))
      if (++arrived === events) allArrived()
    })
    members.push(userId)
  }
  const started = performance.now()
  for (let n = 0; n < events; n++) {
    sentAt.set(n, performance.now())
    await a.app.realtime.toMember(members[n % members.length] ?? 0, 'notice.count', { num: n })
  }
  await done
  const seconds = (performance.now() - started) / 1000
  latencies.sort((x, y) => x - y)
  const at = (q: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2)
  console.log(`| sockets on B | events via A | events/s | p50 ms | p99 ms | max ms |`)
  console.log(`|---|---|---|---|---|---|`)
  console.log(
    `| ${sockets} | ${events} | ${(events / seconds).toFixed(0)} | ${at(0.5)} | ${at(0.99)} | ${(latencies.at(-1) ?? 0).toFixed(2)} |`,
  )
} finally {
  await Promise.all([a.close(), b.close()])
}
