import type { ApiClient } from './client.ts'

// The wired client (its signer, captcha and error effects, ~3 KB of gzip) loads with the first call,
// not with the page: most first paints make no call from the browser (docs/web.md "Keeping pages fast").
let wiredClient: Promise<typeof import('./wiredClient.ts')> | undefined
function wired() {
  wiredClient ??= import('./wiredClient.ts').catch((error: unknown) => {
    wiredClient = undefined
    throw error
  })
  return wiredClient
}

/** The API client of the browser (`wiredClient.ts`), loaded on its first call. */
export const api: ApiClient = {
  get: <T>(...args: Parameters<ApiClient['get']>) => wired().then(({ api }) => api.get<T>(...args)),
  post: <T>(...args: Parameters<ApiClient['post']>) => wired().then(({ api }) => api.post<T>(...args)),
  postForm: <T>(...args: Parameters<ApiClient['postForm']>) =>
    wired().then(({ api }) => api.postForm<T>(...args)),
}

/** The spec's request headers for a fetch the API client does not make itself (the captcha widget). */
export const signedHeaders = (): Promise<Record<string, string>> =>
  wired().then((client) => client.signedHeaders())
