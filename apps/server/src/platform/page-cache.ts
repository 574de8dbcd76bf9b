/**
 * Visitors' pages, kept a few seconds (docs/web.md "Keeping pages fast"). A page is rendered once
 * per key and interval however many visitors ask; past its freshness it is still served while one
 * render replaces it in the background, so no visitor waits on a render a cached copy can answer.
 * Only what `storable` accepts is kept: the caller decides which requests may use the cache at all.
 */

/** A rendered page, buffered: what every visitor asking the same key is sent. */
export type RenderedPage = {
  status: number
  headers: [string, string][]
  body: string
  /** The CSP nonce written into `body`: each response swaps in a fresh one. */
  nonce: string
}

export type PageCacheState = 'hit' | 'stale' | 'miss'

export type PageCacheOptions = {
  /** How long a render is served as is. */
  freshMs: number
  /** How long after that it is still served while a new render replaces it. */
  staleMs: number
  /** Keys kept at most; the oldest go first (a crawler walking every query string). */
  maxEntries: number
  now?: () => number
}

type Entry = { page: RenderedPage; storedAt: number }

/** A page any visitor may be sent: a full 200 that sets no cookie. */
export function storable(page: RenderedPage): boolean {
  return page.status === 200 && !page.headers.some(([name]) => name.toLowerCase() === 'set-cookie')
}

export class PageCache {
  readonly #entries = new Map<string, Entry>()
  readonly #rendering = new Map<string, Promise<RenderedPage>>()
  readonly #options: Required<PageCacheOptions>

  constructor(options: PageCacheOptions) {
    this.#options = { now: Date.now, ...options }
  }

  /** The page for `key`, from the cache when it may be, else from `render` (once for all who wait). */
  async get(
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<{ page: RenderedPage; state: PageCacheState }> {
    const entry = this.#entries.get(key)
    const age = entry ? this.#options.now() - entry.storedAt : Number.POSITIVE_INFINITY
    if (entry && age < this.#options.freshMs) return { page: entry.page, state: 'hit' }
    if (entry && age < this.#options.freshMs + this.#options.staleMs) {
      // A failed background render keeps the stale copy; the next visitor past freshness retries.
      this.#render(key, render).catch(() => undefined)
      return { page: entry.page, state: 'stale' }
    }
    const waiting = this.#rendering.get(key)
    if (waiting) {
      const page = await waiting
      // Someone else's render that may not be shared (a cookie, an error): render for this visitor.
      return { page: storable(page) ? page : await render(), state: 'miss' }
    }
    return { page: await this.#render(key, render), state: 'miss' }
  }

  get size(): number {
    return this.#entries.size
  }

  #render(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const running = this.#rendering.get(key)
    if (running) return running
    const rendering = render()
      .then((page) => {
        if (storable(page)) this.#store(key, page)
        return page
      })
      .finally(() => this.#rendering.delete(key))
    this.#rendering.set(key, rendering)
    return rendering
  }

  #store(key: string, page: RenderedPage): void {
    this.#entries.delete(key)
    this.#entries.set(key, { page, storedAt: this.#options.now() })
    while (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
  }
}
