import { describe, expect, it } from 'vitest'
import { ApiError, type ClientEffects, type ClientEnv, createApiClient } from './client.ts'

type Call = { url: string; init: RequestInit }

function setup(
  reply: { status?: number; body?: unknown; headers?: Record<string, string> },
  env: Partial<ClientEnv> = {},
) {
  const calls: Call[] = []
  const events: string[] = []
  const fakeFetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status ?? 200,
      headers: reply.headers,
    })
  }) as unknown as typeof fetch
  const effects: ClientEffects = {
    toastError: (msg) => events.push(`toast:${msg}`),
    navigate: (to, { hard }) => events.push(`${hard ? 'hard' : 'nav'}:${to}`),
    showCaptcha: (url) => {
      events.push(`captcha:${url}`)
    },
    clearCaptcha: () => events.push('captcha-clear'),
    showBlacklist: (type) => events.push(`blacklist:${type}`),
    clearSession: () => events.push('clear-session'),
  }
  const client = createApiClient(
    {
      fetch: fakeFetch,
      sign: async () => 'SIG',
      embedded: () => false,
      device: () => 'device-1',
      isMobile: () => false,
      currentPath: () => '/marketplace?tab=2',
      timezoneOffsetMinutes: () => 0,
      captcha: () => ({ url: '', token: '' }),
      ...env,
    },
    effects,
  )
  return { client, calls, events }
}

const ok = (data: unknown) => ({ body: { code: 1511200, msg: 'success', data } })
const fail = (code: number, msg = 'nope') => ({ body: { code, msg, data: null } })

describe('api client', () => {
  it('sends the spec headers and returns data on success', async () => {
    const { client, calls, events } = setup(ok({ num: 3 }))
    await expect(client.get('/api/x', { page: 1, skip: undefined })).resolves.toEqual({ num: 3 })
    const call = calls[0]
    expect(call?.url).toBe('/api/x?page=1')
    const headers = call?.init.headers as Record<string, string>
    expect(headers.signature).toBe('SIG')
    // The session goes as the browser's HttpOnly cookie, never as a header the page could read.
    expect(headers).not.toHaveProperty('authorization')
    expect(call?.init.credentials).toBe('same-origin')
    expect(headers.os).toBe('web')
    expect(events).toEqual([])
  })

  it('a cancelled call rejects with the abort and runs no effect (no toast)', async () => {
    const controller = new AbortController()
    const { client, events } = setup(ok(null), {
      fetch: (async (_url: string, init: RequestInit) => {
        controller.abort()
        init.signal?.throwIfAborted()
        return new Response('{}')
      }) as unknown as typeof fetch,
    })
    await expect(client.post('/api/x', {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(events).toEqual([])
  })

  it('posts JSON bodies', async () => {
    const { client, calls } = setup(ok(null))
    await client.post('/api/y', { email: 'a@b.co' })
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.body).toBe('{"email":"a@b.co"}')
  })

  it('goes to /iplimit with the current path on 1511461', async () => {
    const { client, events } = setup(fail(1511461))
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError)
    expect(events).toEqual(['nav:/iplimit?path=%2Fmarketplace%3Ftab%3D2'])
  })

  it('stays put on 1511461 when the redirect header is false', async () => {
    const { client, events } = setup({ ...fail(1511461), headers: { redirect: 'false' } })
    await expect(client.get('/api/x')).rejects.toThrow()
    expect(events).toEqual([])
  })

  it('shows the captcha and, for 1511722, the server message', async () => {
    const a = setup(fail(1511721))
    await expect(a.client.get('/api/x')).rejects.toThrow()
    expect(a.events).toEqual(['captcha:/api/x'])
    const b = setup(fail(1511722, 'Captcha failed'))
    await expect(b.client.get('/api/x')).rejects.toThrow()
    expect(b.events).toEqual(['captcha:/api/x', 'toast:Captcha failed'])
  })

  it('repeats the failing call once with the solved captcha token', async () => {
    const replies = [fail(1511721), ok('done')]
    const calls: RequestInit[] = []
    const client = createApiClient(
      {
        fetch: (async (_url: string, init: RequestInit) => {
          calls.push(init)
          return new Response(JSON.stringify(replies.shift()?.body))
        }) as unknown as typeof fetch,
        sign: async () => 'SIG',
        embedded: () => false,
        device: () => 'd',
        isMobile: () => false,
        currentPath: () => '/login',
        timezoneOffsetMinutes: () => 0,
        captcha: () => ({ url: '', token: '' }),
      },
      {
        toastError: () => {},
        navigate: () => {},
        showCaptcha: async () => 'SOLVED',
        clearCaptcha: () => {},
        showBlacklist: () => {},
        clearSession: () => {},
      },
    )
    await expect(client.post('/api/login', { a: 1 })).resolves.toBe('done')
    expect(calls).toHaveLength(2)
    const header = (i: number) => (calls[i]?.headers as Record<string, string> | undefined)?.recaptcha
    expect(header(0)).toBe('')
    expect(header(1)).toBe('SOLVED')
    expect(calls[1]?.body).toBe('{"a":1}')
  })

  it('sends the captcha token with the next call to the remembered url, once', async () => {
    const { client, calls, events } = setup(ok(1), { captcha: () => ({ url: '/api/x', token: 'CAP' }) })
    await client.get('/api/x')
    const headers = (calls[0]?.init.headers ?? {}) as Record<string, string>
    expect(headers.recaptcha).toBe('CAP')
    expect(events).toEqual(['captcha-clear'])
  })

  it('shows the blacklist screen and clears the session, except on exempt routes', async () => {
    const a = setup(fail(1511542), { currentPath: () => '/launchpad' })
    await expect(a.client.get('/api/x')).rejects.toThrow()
    expect(a.events).toEqual(['blacklist:device', 'clear-session'])
    const b = setup(fail(1511541), { currentPath: () => '/h5/download?x=1' })
    await expect(b.client.get('/api/x')).rejects.toThrow()
    expect(b.events).toEqual([])
  })

  it('on auth failure toasts, clears the session and goes to login with path and marker', async () => {
    const { client, events } = setup({ status: 401, body: { code: 1511504, msg: 'Login expired' } })
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 401, code: 1511504 })
    expect(events[0]).toBe('toast:Login expired')
    expect(events[1]).toBe('clear-session')
    expect(events[2]).toMatch(/^nav:\/login\?path=%2Fmarketplace%3Ftab%3D2&login=[a-z0-9]{6}$/)
  })

  it('uses a hard navigation without marker on mobile', async () => {
    const { client, events } = setup(fail(1511504), { isMobile: () => true })
    await expect(client.get('/api/x')).rejects.toThrow()
    expect(events.at(-1)).toBe('hard:/login?path=%2Fmarketplace%3Ftab%3D2')
  })

  it('toasts other failures with msg or Error, unless silent', async () => {
    const a = setup(fail(1511400, 'Bad email'))
    await expect(a.client.post('/api/x', {})).rejects.toThrow('Bad email')
    expect(a.events).toEqual(['toast:Bad email'])
    const b = setup({ status: 500, body: 'oops' })
    await expect(b.client.get('/api/x')).rejects.toThrow('Error')
    expect(b.events).toEqual(['toast:Error'])
    const c = setup(fail(1511400, 'Bad email'))
    await expect(c.client.post('/api/x', {}, { silent: true })).rejects.toThrow('Bad email')
    expect(c.events).toEqual([])
  })

  it('reports a network failure as Error', async () => {
    const { client, events } = setup(ok(1), {
      fetch: (async () => {
        throw new TypeError('offline')
      }) as unknown as typeof fetch,
    })
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 0, message: 'Error' })
    expect(events).toEqual(['toast:Error'])
  })
})
