/** Just enough of a browser for redirect flows: a cookie jar per host and manual redirects. */
export class TestBrowser {
  private readonly jars = new Map<string, Map<string, string>>()

  cookieHeader(url: string): string {
    const jar = this.jars.get(new URL(url).host)
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : ''
  }

  /** Keeps the cookies a response sets (an empty value or Max-Age=0 deletes). */
  store(url: string, setCookies: string[]): void {
    const host = new URL(url).host
    const jar = this.jars.get(host) ?? new Map<string, string>()
    this.jars.set(host, jar)
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const gone = !value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))
      if (gone) jar.delete(name)
      else jar.set(name, value)
    }
  }

  /** One request with this browser's cookies; redirects are not followed. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    const cookie = this.cookieHeader(url)
    if (cookie) headers.set('cookie', cookie)
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    this.store(url, response.headers.getSetCookie())
    return response
  }
}
