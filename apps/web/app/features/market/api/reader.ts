import { api } from '../../../lib/api/browserClient.ts'

/** Query parameters of a GET call; undefined values are left out. */
export type Query = Record<string, string | number | undefined>

/**
 * What the catalogue calls need from a transport: a GET answering the envelope's `data`.
 * The browser's API client is one; `serverReader` (loaders, SSR) is the other, so each
 * call is written once and a page's first paint and its later pages go the same way.
 */
export type Reader = {
  get: <T>(path: string, query?: Query) => Promise<T>
}

/**
 * The browser's reader: failures are left to the page (an empty state or an inline message),
 * the catalogue's own effects (login redirect, IP limit, blacklist) still run.
 */
export const browserReader: Reader = {
  get: (path, query) => api.get(path, query, { silent: true }),
}
