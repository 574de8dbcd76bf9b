/** Bricks days and months are UTC: one check-in per UTC day, one daily limit per UTC day. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10)

export const utcMonth = (at: Date): string => at.toISOString().slice(0, 7)

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  const at = new Date(`${day}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() - 1)
  return utcDay(at)
}

/** [start, end) of a YYYY-MM month, UTC. */
export function monthRange(month: string): { start: Date; end: Date } {
  const start = new Date(`${month}-01T00:00:00Z`)
  const end = new Date(start)
  end.setUTCMonth(end.getUTCMonth() + 1)
  return { start, end }
}
