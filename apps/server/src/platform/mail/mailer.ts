import { desc, eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db, Tx } from '../db/database.ts'
import type { Jobs } from '../jobs/jobs.ts'
import { platformMailOutbox } from './tables.ts'

export type MailMessage = { to: string; subject: string; text: string; html?: string }

declare module '../jobs/jobs.ts' {
  interface JobPayloads {
    'mail.send': MailMessage
  }
}

/** Sends e-mail: over SMTP when SMTP_URL is set, else into the database outbox (/dev/mailbox). */
export interface Mailer {
  /** Where mail goes: only the outbox may be read back (by /dev/mailbox, in development). */
  readonly transport: 'smtp' | 'outbox'
  /** With `tx`, the mail is sent if and only if that transaction commits. */
  send(message: MailMessage, options?: { tx?: Tx }): Promise<void>
  close(): void
}

/** SMTP mail is retried for about a day (5 min, 10, 20 … 8 h) before it lands in `admin jobs failed`. */
export const MAIL_RETRY = { attempts: 9, backoffMs: 5 * 60_000 }

/**
 * The app's mailer: a send enqueues a 'mail.send' job (in the caller's transaction when given),
 * and the job hands the mail to the transport. A refused or unreachable SMTP server is retried
 * with backoff and, after the last attempt, kept as a dead letter: a mail is never lost.
 */
export function createMailer(options: {
  smtpUrl: string | undefined
  from: string
  db: Db
  jobs: Jobs
}): Mailer {
  const transport = mailTransport(options)
  options.jobs.define('mail.send', (message) => transport.send(message), MAIL_RETRY)
  return {
    transport: transport.transport,
    async send(message, { tx } = {}) {
      await options.jobs.send('mail.send', message, { tx })
    },
    close: () => transport.close(),
  }
}

/** Where a mail job delivers: the SMTP server of SMTP_URL, or the database outbox. */
export function mailTransport(options: { smtpUrl: string | undefined; from: string; db: Db }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.db, options.from)
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    transport: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
    close: () => transport.close(),
  }
}

export function outboxMailer(db: Db, from: string): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await db
        .insert(platformMailOutbox)
        .values({ from, ...message, to: message.to.toLowerCase(), html: message.html ?? null })
    },
    close() {},
  }
}

/** The newest outbox messages, optionally for one recipient (the dev mailbox and e2e tests read them). */
export function readOutbox(db: Db, to?: string, limit = 50) {
  return db
    .select()
    .from(platformMailOutbox)
    .where(to ? eq(platformMailOutbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(platformMailOutbox.id))
    .limit(limit)
}
