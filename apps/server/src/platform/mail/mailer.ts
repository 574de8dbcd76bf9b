import { desc, eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '../db/database.ts'
import { platformMailOutbox } from './tables.ts'

export type MailMessage = { to: string; subject: string; text: string; html?: string }

/** Sends e-mail: over SMTP when SMTP_URL is set, else into the database outbox (/dev/mailbox). */
export interface Mailer {
  /** Where mail goes: only the outbox may be read back (by /dev/mailbox, in development). */
  readonly transport: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
  close(): void
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Db }): Mailer {
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
