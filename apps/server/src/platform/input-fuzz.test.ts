import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { CursorMovedError } from '../modules/chain/store.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { startTestChain, type TestChain } from '../testing/chain.ts'
import { tableChecksums } from '../testing/table-checksums.ts'
import { type FuzzCase, fuzzCase, templateOf } from './input-fuzz-cases.ts'
import type { GuardedRoute } from './input-guard.ts'
import { inputProblem } from './input-rules.ts'

/**
 * Every route of the whole app that takes input (the API with trading, so with a chain; token
 * metadata; the dev mailbox; not pages or static files) gets generated bad input:
 * wrong types, 2^256 and negative numbers, control characters, lone surrogates, deep nesting,
 * huge strings, arrays for scalars, prototype keys, cut-off uploads. None may answer 5xx or be
 * accepted, and afterwards no table row and no stored file has changed. The seed is fixed, so a
 * failure replays exactly.
 */
const SEED = 20_261_123
const CASES_PER_ROUTE = 15

let chain: TestChain
let t: TestApp
let member: Awaited<ReturnType<TestApp['signIn']>>
beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp({}, undefined, {}, { chain })
  member = await t.signIn()
  // The indexer reads the contracts' deployment now, not while the tables are being compared
  // (its own loop may move the cursor first: then this catches up again).
  for (let synced = false; !synced; ) {
    synced =
      (await t.app.chain?.indexer.syncToHead().then(
        () => true,
        (error: unknown) => {
          if (error instanceof CursorMovedError) return false
          throw error
        },
      )) ?? true
  }
}, 120_000)
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

const asZod = (schema: unknown) => schema as z.ZodType | undefined

/** Whether the server may accept the case: the edge rules and each declared schema all pass. */
function acceptable(route: GuardedRoute, c: FuzzCase): boolean {
  const body = c.parsedBody
  if (inputProblem(c.params, 'path') ?? inputProblem(c.query, 'query') ?? inputProblem(body, 'body'))
    return false
  if (c.multipart) return false
  const parts: [unknown, unknown][] = [
    [route.schema?.params, c.params],
    [route.schema?.querystring, c.query],
    [route.schema?.body, body],
  ]
  return parts.every(([schema, value]) => asZod(schema)?.safeParse(value).success ?? true)
}

const storedFiles = async () =>
  (await readdir(join(t.config.dataDir, 'uploads'), { recursive: true }).catch(() => [])).sort()

describe('bad input on every route that takes input', () => {
  it('never gives a 5xx, is always refused, and writes nothing', async () => {
    const routes = t.app.guardedRoutes.filter((route) => route.method !== 'HEAD')
    const tablesBefore = await tableChecksums(t.app.db)
    const filesBefore = await storedFiles()
    const cases = new Map<string, number>()
    const faults: string[] = []
    let peer = 0

    for (const [index, route] of routes.entries()) {
      const name = `${route.method} ${route.url}`
      const template = {
        query: templateOf(asZod(route.schema?.querystring)),
        body: templateOf(asZod(route.schema?.body)),
      }
      const hasSchema = Boolean(route.schema?.querystring || route.schema?.body || route.schema?.params)
      await fc
        .assert(
          fc.asyncProperty(fuzzCase(route, template, hasSchema), async (c) => {
            fc.pre(!acceptable(route, c))
            peer++
            const res = await t.app.inject({
              method: route.method as 'GET' | 'POST',
              url: c.url,
              headers: { ...member.headers(), ...(c.contentType ? { 'content-type': c.contentType } : {}) },
              payload: c.payload,
              // Each case from its own address: per-route rate limits must not hide what the route does.
              remoteAddress: `10.${(peer >> 16) & 255}.${(peer >> 8) & 255}.${peer & 255}`,
            })
            cases.set(name, (cases.get(name) ?? 0) + 1)
            const code = String(res.headers['content-type']).includes('json') ? res.json().code : undefined
            if (res.statusCode >= 500 || code === 1511200)
              faults.push(
                `${name} → ${res.statusCode} ${res.body.slice(0, 200)} for ${c.url} ${String(c.payload).slice(0, 200)}`,
              )
            return res.statusCode < 500 && code !== 1511200
          }),
          { seed: SEED + index, numRuns: CASES_PER_ROUTE, endOnFailure: true },
        )
        .catch((error: Error) => faults.push(`${name}: ${error.message.slice(0, 600)}`))
    }

    expect(faults).toEqual([])
    expect(routes.length).toBeGreaterThan(60)
    for (const route of routes) expect(cases.get(`${route.method} ${route.url}`)).toBe(CASES_PER_ROUTE)
    expect([...cases.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1000)
    expect(await tableChecksums(t.app.db)).toEqual(tablesBefore)
    expect(await storedFiles()).toEqual(filesBefore)
    // The member was not signed out by any of it.
    const info = await t.app.inject({ url: '/api/accountservice/user/info', headers: member.headers() })
    expect(info.json().code).toBe(1511200)
  }, 300_000)
})
