import { NEWSTYPE, NOTICE_BASE } from '@kid/shared/notice'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { transaction } from '../../platform/db/after-commit.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { isClient, openRealtime, realtimeUrl } from '../../testing/realtime-client.ts'
import { createMembers } from '../account/index.ts'
import { createNotices } from './service.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())

it('pushes the unread count to the member’s socket when a notice is written and when it is read', async () => {
  const member = await t.signIn()
  const client = await openRealtime(realtimeUrl(t.app), { authorization: `Bearer ${member.token}` })
  if (!isClient(client)) throw new Error(`refused: ${JSON.stringify(client)}`)
  await client.until((frames) => frames.some((f) => f.type === 'ready'))
  const notices = createNotices({ db: t.app.db, members: createMembers(t.app.db), realtime: t.app.realtime })
  await transaction(t.app.db, (tx) =>
    notices.notify(tx, {
      userId: member.userId,
      title: 'Your item sold',
      content: 'Blue Cat sold',
      newstype: NEWSTYPE.SOLD,
      contentid: '7',
      eventKey: 'realtime-test:1',
    }),
  )
  await client.until(() => client.events().length === 1)
  expect(client.events()[0]).toMatchObject({ event: 'notice.count', data: { num: 1 } })

  // The app's own notice calls publish through the channel too: reading it sends the new count.
  const list = await t.app.inject({
    method: 'POST',
    url: `${NOTICE_BASE}/findpage`,
    headers: member.headers(),
    payload: { type: 3, page: 1, size: 3 },
  })
  const id = list.json().data.list[0].id
  await t.app.inject({ url: `${NOTICE_BASE}/updatenewstatus?id=${id}`, headers: member.headers() })
  await client.until(() => client.events().length === 2)
  expect(client.events()[1]).toMatchObject({ event: 'notice.count', data: { num: 0 } })
  client.ws.close()
})
