/** Infinite scroll (spec 000 §9): checks 200 ms apart, distance 0, plus 3 px on the whole page. */
export const INFINITE_SCROLL = { delay: 200, distance: 0, pagePadding: 3 } as const

export type ScrollBox = { scrollTop: number; clientHeight: number; scrollHeight: number }

export function isNearBottom(box: ScrollBox, distance: number, wholePage: boolean): boolean {
  const slack = distance + (wholePage ? INFINITE_SCROLL.pagePadding : 0)
  return box.scrollTop + box.clientHeight >= box.scrollHeight - slack
}
