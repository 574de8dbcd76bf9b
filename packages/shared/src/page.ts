import { z } from 'zod'

/**
 * The list convention of every call (docs/api.md "Lists"): `page` counts from 1, `size` is at most
 * 100. Strings are accepted because GET calls send them as query parameters.
 */
export const PAGE_SIZE_DEFAULT = 20
export const PAGE_SIZE_MAX = 100

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
})
export type PageQuery = z.infer<typeof pageQuery>

/** A page of a list: `hasMore` always; `total` only where counting is cheap. */
export type Page<T> = { list: T[]; page: number; size: number; hasMore: boolean; total?: number }

/** Builds a page from `size + 1` fetched rows: the extra row only tells that more exist. */
export function toPage<T>(rows: T[], { page, size }: PageQuery, total?: number): Page<T> {
  const list = rows.slice(0, size)
  return { list, page, size, hasMore: rows.length > size, ...(total === undefined ? {} : { total }) }
}
