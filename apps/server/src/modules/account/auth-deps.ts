import type { FastifyRequest } from 'fastify'
import type { CaptchaVerifier } from '../../platform/captcha/verifier.ts'
// request.clientIp, typed where it is decorated (also for programs without app.ts, e.g. bench).
import '../../platform/client-ip.ts'
import type { BlacklistCache } from './blacklist.ts'
import type { CodeStore } from './email-code.ts'

/** What the sign-in and e-mail code services need (the code store's serverSecret also keys links). */
export type AuthDeps = CodeStore & { captcha: CaptchaVerifier; blacklist: BlacklistCache }

/** The caller of a sign-in or code call, from its request. */
export type Client = { ip: string; device: string | undefined; recaptcha: string | undefined }

export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.clientIp,
  device: request.ctx.device,
  recaptcha: request.ctx.recaptcha,
})
