import { ok } from '@kid/shared/envelope'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/database.ts'
import type { ZodTypeProvider } from '../validation.ts'
import { type Mailer, readOutbox } from './mailer.ts'

const query = z.object({ to: z.string().optional() })

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * The outbox as a page for people and as JSON for the end-to-end tests, which read e-mailed codes
 * and links from it. It shows every account's codes and links, so it exists only where mail goes to
 * the outbox and never in production (where it would hand any visitor every reset code).
 */
export function mailboxRoutes(
  app: FastifyInstance,
  { db, mailer, production }: { db: Db; mailer: Mailer; production: boolean },
): void {
  if (production || mailer.transport !== 'outbox') return
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get('/dev/mailbox.json', { schema: { querystring: query } }, async (request) =>
    ok(await readOutbox(db, request.query.to)),
  )
  r.get('/dev/mailbox', { schema: { querystring: query } }, async (request, reply) => {
    const messages = await readOutbox(db, request.query.to)
    const items = messages.map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} · from ${escapeHtml(m.from)} · ${m.createdAt.toISOString()}</p>
  ${m.html ? `<iframe sandbox title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe>` : ''}
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox (development)</title>
<style>body{font:14px system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}.meta{color:#555}iframe{width:100%;height:16rem;border:1px solid #ddd}pre{white-space:pre-wrap}</style>
</head><body><h1>Mailbox (development)</h1>
<p>${messages.length ? `${messages.length} newest messages` : 'No messages yet.'} Sent mail is kept here because SMTP_URL is not set.</p>
${items.join('\n')}
</body></html>`)
  })
}
