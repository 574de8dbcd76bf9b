import { Code } from '@kid/shared/codes'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../testing/app.ts'
import { startSmtp } from '../../testing/smtp.ts'
import { outboxMailer, smtpMailer } from './mailer.ts'

const closers: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const close of closers.reverse()) await close()
})

describe('mail over SMTP', () => {
  it('delivers through the SMTP server of SMTP_URL', async () => {
    const smtp = await startSmtp()
    closers.push(smtp.close)
    const mailer = smtpMailer(smtp.url, 'KID <no-reply@kid.test>')
    await mailer.send({
      to: 'fan@example.com',
      subject: 'Hello there',
      text: 'Plain body',
      html: '<p>HTML body</p>',
    })
    mailer.close()
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail?.from).toBe('no-reply@kid.test')
    expect(mail?.to).toEqual(['fan@example.com'])
    expect(mail?.raw).toMatch(/^Subject: Hello there/m)
    expect(mail?.raw).toContain('Plain body')
    expect(mail?.raw).toContain('<p>HTML body</p>')
  })

  it('sends the subscription confirmation by SMTP when configured, not to the outbox', async () => {
    const smtp = await startSmtp()
    closers.push(smtp.close)
    const t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kid.example' })
    closers.push(t.close)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accountservice/open/email/subscribe',
      headers: t.signed(),
      payload: { email: 'reader@example.com' },
    })
    expect(res.json().code).toBe(Code.SUCCESS)
    await t.app.jobs.drain()
    expect(smtp.received.map((m) => m.to)).toEqual([['reader@example.com']])
    expect(smtp.received[0]?.raw).toMatch(/https:\/\/kid\.example\/subscribe\/[\w-]{43}/)
    // With a real transport there is no outbox to show: the mailbox does not exist at all.
    for (const url of ['/dev/mailbox', '/dev/mailbox.json?to=reader@example.com']) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().code, url).toBe(Code.NOT_FOUND)
    }
  })
})

describe('the development mailbox', () => {
  it('lists outbox messages as a page and as JSON, escaping their content', async () => {
    const t = await createTestApp()
    closers.push(t.close)
    const mailer = outboxMailer(t.app.db, 'KID <no-reply@kid.test>')
    await mailer.send({ to: 'Dev@Example.com', subject: 'Code <1234>', text: 'Your code is 1234' })
    const page = await t.app.inject('/dev/mailbox')
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toContain('Code &lt;1234&gt;')
    expect(page.body).toContain('Your code is 1234')
    const json = (await t.app.inject('/dev/mailbox.json?to=dev@example.com')).json()
    expect(json.data).toMatchObject([
      { to: 'dev@example.com', subject: 'Code <1234>', text: 'Your code is 1234' },
    ])
    expect((await t.app.inject('/dev/mailbox.json?to=else@example.com')).json().data).toEqual([])
  })

  it('does not exist in production, even where mail goes to the outbox', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://kid.example' })
    closers.push(t.close)
    await outboxMailer(t.app.db, 'KID <no-reply@kid.test>').send({
      to: 'victim@example.com',
      subject: 'Reset code',
      text: 'Your code is 4321',
    })
    for (const url of ['/dev/mailbox', '/dev/mailbox.json?to=victim@example.com']) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).not.toContain('4321')
    }
  })
})
