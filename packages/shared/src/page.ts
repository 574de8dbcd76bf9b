/**
 * The list convention of every call (docs/api.md "Lists"): `page` counts from 1, `size` is at most
 * 100. Strings are accepted because GET calls send them as query parameters.
 */
export const PAGE_SIZE_DEFAULT = 20
export const PAGE_SIZE_MAX = 100

/** A page of a list: `hasMore` always; `total` only where counting is cheap. */
export type Page<T> = { list: T[]; page: number; size: number; hasMore: boolean; total?: number }

/** Builds a page from `size + 1` fetched rows: the extra row only tells that more exist. */
export function toPage<T>(
  rows: T[],
  { page, size }: { page: number; size: number },
  total?: number,
): Page<T> {
  const list = rows.slice(0, size)
  return { list, page, size, hasMore: rows.length > size, ...(total === undefined ? {} : { total }) }
}
