import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RawDatabase, rawDatabase } from '../../testing/raw-database.ts'
import { startSmtp } from '../../testing/smtp.ts'
import { failedJobs, retryJob } from '../jobs/dead-letters.ts'
import { Jobs } from '../jobs/jobs.ts'
import { createMailer, MAIL_RETRY, type Mailer } from './mailer.ts'

let raw: RawDatabase
let smtp: Awaited<ReturnType<typeof startSmtp>>
let jobs: Jobs
let mailer: Mailer
/** The queue's clock: the test moves it through the backoff, nobody sleeps. */
let clock = new Date('2026-01-05T10:00:00Z')

beforeAll(async () => {
  raw = await rawDatabase({ migrated: true })
  smtp = await startSmtp()
  jobs = new Jobs({ db: raw.db, onError: () => undefined, now: () => clock })
  mailer = createMailer({ smtpUrl: smtp.url, from: 'KID <no-reply@kid.test>', db: raw.db, jobs })
})
afterAll(async () => {
  await jobs.stop()
  mailer.close()
  await smtp.close()
  await raw.close()
})

const mail = (to: string) => ({ to, subject: 'Your code', text: 'Your code is 1234' })

describe('mail delivery through the job queue', () => {
  it('retries a mail the SMTP server refuses, with backoff, until it is delivered', async () => {
    smtp.state.refusing = true
    await mailer.send(mail('retry@example.com'))
    await jobs.drain()
    expect(smtp.received).toEqual([])
    // Refused twice more (after 5 and 10 minutes), then the server is back.
    for (const minutes of [5, 10]) {
      clock = new Date(clock.getTime() + minutes * 60_000)
      await jobs.drain()
    }
    expect(smtp.received).toEqual([])
    smtp.state.refusing = false
    clock = new Date(clock.getTime() + 20 * 60_000 - 1)
    await jobs.drain()
    expect(smtp.received).toEqual([])
    clock = new Date(clock.getTime() + 1)
    await jobs.drain()
    expect(smtp.received.map((m) => m.to)).toEqual([['retry@example.com']])
  })

  it('keeps a mail that never got through as a dead letter, and delivers it when retried', async () => {
    smtp.state.refusing = true
    smtp.received.length = 0
    await mailer.send(mail('dead@example.com'))
    for (let attempt = 1; attempt <= MAIL_RETRY.attempts; attempt++) {
      await jobs.drain()
      clock = new Date(clock.getTime() + 24 * 60 * 60_000)
    }
    const [dead, ...others] = await failedJobs(raw.db)
    expect(others).toEqual([])
    expect(dead).toMatchObject({
      name: 'mail.send',
      attempts: MAIL_RETRY.attempts,
      data: mail('dead@example.com'),
    })
    expect(dead?.lastError).toContain('Try again later')
    expect(smtp.received).toEqual([])
    smtp.state.refusing = false
    expect(await retryJob(raw.db, dead?.id ?? 0, clock)).toBe(true)
    await jobs.drain()
    expect(smtp.received.map((m) => m.to)).toEqual([['dead@example.com']])
  })

  it('sends a mail given a transaction only when that transaction commits', async () => {
    smtp.received.length = 0
    await expect(
      raw.db.transaction(async (tx) => {
        await mailer.send(mail('rolled-back@example.com'), { tx })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    await raw.db.transaction((tx) => mailer.send(mail('committed@example.com'), { tx }))
    await jobs.drain()
    expect(smtp.received.map((m) => m.to)).toEqual([['committed@example.com']])
  })
})
