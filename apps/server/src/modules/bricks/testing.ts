import { BRICKS_BASE } from '@kid/shared/bricks/tasks'
import { createTestApp, type TestApp } from '../../testing/app.ts'

export type Member = Awaited<ReturnType<TestApp['signIn']>>

/** A test app whose clock the test moves (days, months), and a caller of the bricks calls. */
export async function bricksWorld() {
  const clock = { now: new Date('2025-11-20T10:00:00Z') }
  const t = await createTestApp({}, undefined, {}, { now: () => clock.now })
  async function call(who: Member | null, method: 'GET' | 'POST', path: string, body?: object) {
    const query = method === 'GET' && body ? `?${new URLSearchParams(body as Record<string, string>)}` : ''
    const response = await t.app.inject({
      method,
      url: `${BRICKS_BASE}/${path}${query}`,
      headers: who ? who.headers() : t.signed(),
      ...(method === 'POST' ? { payload: body ?? {} } : {}),
    })
    return { status: response.statusCode, ...response.json() }
  }
  const brickBalance = async (who: Member, code = 'cbk') => {
    const { data } = await call(who, 'GET', 'bricksconfig/reward/center')
    return data.balances.find((b: { code: string }) => b.code === code).amount as string
  }
  return { t, clock, call, brickBalance }
}
