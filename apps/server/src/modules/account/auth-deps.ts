import type { FastifyRequest } from 'fastify'
import type { CaptchaVerifier } from '../../platform/captcha/verifier.ts'
import type { Db } from '../../platform/db/database.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { BlacklistCache } from './blacklist.ts'

/** What the sign-in and e-mail code services need. */
export type AuthDeps = {
  db: Db
  mailer: Mailer
  captcha: CaptchaVerifier
  blacklist: BlacklistCache
  /** Keys what the server must recognise later without storing it plainly (e-mail codes, links). */
  serverSecret: string
}

/** The caller of a sign-in or code call, from its request. */
export type Client = { ip: string; device: string | undefined; recaptcha: string | undefined }

export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.clientIp,
  device: request.ctx.device,
  recaptcha: request.ctx.recaptcha,
})
