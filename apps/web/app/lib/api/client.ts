import type { Blacklist } from '@kid/shared/codes'
import { BLACKLIST_EXEMPT, matchesRoute } from '@kid/shared/routes'
import { randomMarker } from '../randomMarker.ts'
import { outcomeOf, type Reply } from './catalogue.ts'
import { buildHeaders } from './headers.ts'

/** A failed call, after the catalogue's effects ran. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly code: number | undefined,
    readonly status: number,
  ) {
    super(message)
  }
}

/** Where the client reads the browser's state. */
export type ClientEnv = {
  fetch: typeof fetch
  sign: () => Promise<string>
  embedded: () => boolean
  device: () => string
  isMobile: () => boolean
  /** pathname + search of the page. */
  currentPath: () => string
  timezoneOffsetMinutes: () => number
  captcha: () => { url: string; token: string }
}

/** What the client does to the page: the effects of the error catalogue. */
export type ClientEffects = {
  toastError: (msg: string) => void
  navigate: (to: string, options: { hard: boolean }) => void
  /**
   * Shows the captcha for the failing `url`. May answer with the solved token ('' when the user
   * gave up): the client then repeats the failing request once, carrying it.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: effects that show the modal only return nothing
  showCaptcha: (url: string) => Promise<string> | undefined | void
  clearCaptcha: () => void
  showBlacklist: (type: Blacklist) => void
  /** Clears user data, unread count, token, invite code and every cookie. */
  clearSession: () => void
}

export type RequestOptions = {
  /** Leave the generic failure toast out when the page shows the message itself. */
  silent?: boolean
  /** No effect of the catalogue at all: a best-effort call (user/logout while signing out). */
  bare?: boolean
  /** Headers of one call (x-signature: a wallet's EIP-712 signature of the trade it sends). */
  headers?: Record<string, string>
  /** Cancels the call (a newer one replaced it): it rejects with the abort, and no effect runs. */
  signal?: AbortSignal
}

export type ApiClient = {
  get: <T>(
    path: string,
    query?: Record<string, string | number | undefined>,
    options?: RequestOptions,
  ) => Promise<T>
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>
  /** multipart/form-data (uploads): the browser sets the boundary. */
  postForm: <T>(path: string, body: FormData, options?: RequestOptions) => Promise<T>
}

export function createApiClient(env: ClientEnv, effects: ClientEffects): ApiClient {
  async function send<T>(
    method: 'GET' | 'POST' | 'FORM',
    url: string,
    body: unknown,
    options: RequestOptions,
    solved?: string,
  ): Promise<T> {
    const captcha = env.captcha()
    const recaptcha = solved || (captcha.url && captcha.url === url ? captcha.token : '')
    if (recaptcha) effects.clearCaptcha()

    let reply: Reply
    let data: unknown
    try {
      const signature = await env.sign().catch(() => '')
      const headers = buildHeaders({
        signature,
        embedded: env.embedded(),
        recaptcha,
        device: env.device(),
        timezoneOffsetMinutes: env.timezoneOffsetMinutes(),
      })
      if (method === 'POST') headers['content-type'] = 'application/json'
      Object.assign(headers, options.headers)
      const response = await env.fetch(url, {
        method: method === 'GET' ? 'GET' : 'POST',
        headers,
        body:
          method === 'FORM' ? (body as FormData) : method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        credentials: 'same-origin',
        signal: options.signal,
      })
      const json = (await response.json().catch(() => undefined)) as
        | { code?: unknown; msg?: unknown; data?: unknown }
        | undefined
      const parsed =
        json && typeof json.code === 'number' ? { code: json.code, msg: String(json.msg ?? '') } : undefined
      data = json?.data
      reply = { status: response.status, body: parsed, redirectHeader: response.headers.get('redirect') }
    } catch (error) {
      // A cancelled call has no outcome to act on: its caller has moved on.
      if (options.signal?.aborted) throw error
      reply = { status: 0 }
    }

    const outcome = outcomeOf(reply)
    if (options.bare && outcome.kind !== 'success')
      throw new ApiError(outcome.msg, reply.body?.code, reply.status)
    const path = env.currentPath()
    const pathname = path.split('?')[0] ?? '/'
    switch (outcome.kind) {
      case 'success':
        return data as T
      case 'ipLimit':
        if (outcome.redirect) effects.navigate(`/iplimit?${new URLSearchParams({ path })}`, { hard: false })
        break
      case 'captcha': {
        const pending = effects.showCaptcha(url)
        if (outcome.showError) effects.toastError(outcome.msg)
        // The remembered request is repeated once with the token; a second refusal stands.
        const token = !solved && pending instanceof Promise ? await pending : ''
        if (token) return send<T>(method, url, body, options, token)
        break
      }
      case 'blacklist':
        if (!matchesRoute(pathname.toLowerCase(), BLACKLIST_EXEMPT)) {
          effects.showBlacklist(outcome.type)
          effects.clearSession()
        }
        break
      case 'auth': {
        effects.toastError(outcome.msg)
        effects.clearSession()
        const mobile = env.isMobile()
        const params = new URLSearchParams({ path })
        if (!mobile) params.set('login', randomMarker())
        effects.navigate(`/login?${params}`, { hard: mobile })
        break
      }
      case 'failure':
        if (!options.silent) effects.toastError(outcome.msg)
        break
    }
    throw new ApiError(outcome.msg, reply.body?.code, reply.status)
  }

  return {
    get(path, query, options = {}) {
      const params = new URLSearchParams()
      for (const [key, value] of Object.entries(query ?? {}))
        if (value !== undefined) params.set(key, String(value))
      const qs = params.toString()
      return send('GET', qs ? `${path}?${qs}` : path, undefined, options)
    },
    post(path, body, options = {}) {
      return send('POST', path, body, options)
    },
    postForm(path, body, options = {}) {
      return send('FORM', path, body, options)
    },
  }
}
