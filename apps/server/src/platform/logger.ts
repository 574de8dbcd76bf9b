import { type FastifyInstance, type FastifyRequest, LogController } from 'fastify'
import type { LoggerOptions } from 'pino'

/** Query parameters that carry secrets (confirmation links, one-time codes). */
const SECRET_PARAMS = /([?&](?:token|code|password|sign|signature|utoken)=)[^&]*/gi

const SECRET_HEADERS = ['.authorization', '.signature', '.cookie', '.recaptcha', '["set-cookie"]']

/** The URL as logged: secrets in the query string are replaced. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]')

/**
 * Structured JSON logs. Fastify's request serializer logs no headers; ours also keeps secrets out
 * of logged URLs, and redact covers any header or body field a handler might log by mistake.
 */
export function loggerOptions(level: string): LoggerOptions & { serializers: Record<string, unknown> } {
  return {
    level,
    redact: {
      // Secret headers wherever a headers object is logged (req.headers, a handler's own object).
      paths: [
        ...SECRET_HEADERS.flatMap((h) => [`headers${h}`, `*.headers${h}`]),
        'res.headers["set-cookie"]',
        'password',
        'token',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.socket?.remoteAddress,
      }),
    },
  }
}

/** Fastify options for one log line per request: its own two (received, completed) are turned off. */
export const REQUEST_LOGGING = { logController: new LogController({ disableRequestLogging: true }) }

/**
 * One line per request, written when the response is sent: what was asked, the answer and how long
 * it took. Half the log volume of Fastify's pair, and each line already says everything.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    )
    done()
  })
}
