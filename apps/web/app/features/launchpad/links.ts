import type { DropType } from '@kid/shared/launchpad/views'

/** Links of the launchpad's pages. */
export const dropHref = (id: number) => `/launchpad/nftInfo?id=${id}`
export const icsHref = (id: number) => `/launchpad/ics/${id}`
export const calendarHref = (year: number, month: number) => `/launchpad/calendar/${year}/${month}`
export const listHref = (category: number | undefined, type: DropType, page = 1) =>
  `/launchpad/list/${category ?? 'all'}/${type}${page > 1 ? `?page=${page}` : ''}`
/** The category of a path segment: a positive id, else none ('all'). */
export const categoryOf = (param: string | undefined) => {
  const n = Number(param)
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}
