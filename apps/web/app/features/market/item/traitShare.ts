/**
 * A trait's share of its collection as a person reads it: whole percents, one decimal under 10 %
 * (where a tenth tells rare from common), '<0.1%' rather than a rounded-away 0 %.
 */
export function traitShare(count: number, items: number): string {
  if (items <= 0) return ''
  const tenths = Math.round((count * 1000) / items)
  if (tenths === 0) return '<0.1%'
  if (tenths < 100) return `${tenths / 10}%`
  return `${Math.round((count * 100) / items)}%`
}
