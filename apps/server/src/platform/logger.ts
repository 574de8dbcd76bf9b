import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify'
import type { Bindings, ChildLoggerOptions, Logger, LoggerOptions } from 'pino'

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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'

/**
 * A request's logger that becomes a pino child only when it writes a line. Fastify makes a child
 * per request for its `reqId` binding, and pino's child() serializes and redacts the bindings each
 * time: about a twentieth of an open call's CPU, paid even when nothing is logged (LOG_LEVEL above
 * info) or when the only line is the access line, which the root logger writes (logRequests).
 * Lines come out exactly as the child writes them: the bindings are the child's.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined

  constructor(
    readonly parent: Logger,
    readonly bindings: Bindings,
    readonly options: ChildLoggerOptions,
  ) {}

  /** The child, made on first use. */
  materialize(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options) as FastifyBaseLogger
    return this.#child
  }

  /** Whether the child exists (then every line goes through it). */
  get made(): boolean {
    return this.#child !== undefined
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level
  }

  set level(level: string) {
    this.materialize().level = level
  }

  /** Whether a line at `level` would be written: the route's own level, else the parent's. */
  enabled(level: Level): boolean {
    if (this.#child) return (this.#child as Logger).isLevelEnabled(level)
    const threshold = this.options.level
    if (threshold === undefined) return this.parent.isLevelEnabled(level)
    const { values } = this.parent.levels
    // 'silent' (no value) writes nothing.
    return (values[level] ?? 0) >= (values[threshold] ?? Number.POSITIVE_INFINITY)
  }

  // Prototype methods, not arrow fields: a request's logger is made for every request.
  fatal(...args: unknown[]): void {
    this.#write('fatal', args)
  }
  error(...args: unknown[]): void {
    this.#write('error', args)
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args)
  }
  info(...args: unknown[]): void {
    this.#write('info', args)
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args)
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args)
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.materialize().child(bindings, options)
  }

  #write(level: Level, args: unknown[]): void {
    if (!this.enabled(level)) return
    ;(this.materialize()[level] as (...a: unknown[]) => void)(...args)
  }
}

/** Fastify's childLoggerFactory: a lazy child (above) in place of pino's eager one. */
export const lazyChildLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new LazyRequestLogger(logger as Logger, bindings, options)

/**
 * Fastify options for one log line per request: its own two (received, completed) are turned off,
 * and request loggers are made only when they write (LazyRequestLogger).
 */
export const REQUEST_LOGGING = {
  logController: new LogController({ disableRequestLogging: true }),
  childLoggerFactory: lazyChildLogger,
}

/**
 * One line per request, written when the response is sent: what was asked, the answer and how long
 * it took. Half the log volume of Fastify's pair, and each line already says everything. When the
 * request's logger wrote nothing before, the root logger writes the line with the request's
 * bindings first, the same bytes its child would write, without making the child.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const log = request.log
    if (!(log instanceof LazyRequestLogger) || log.made || log.options.serializers)
      log.info(completed(request, reply), 'request completed')
    // The fields are gathered only for a line that is written (LOG_LEVEL above info writes none).
    else if (log.enabled('info'))
      log.parent.info({ ...log.bindings, ...completed(request, reply) }, 'request completed')
    done()
  })
}

const completed = (request: FastifyRequest, reply: FastifyReply) => ({
  req: request,
  res: { statusCode: reply.statusCode },
  responseTime: reply.elapsedTime,
})
