export type Remaining = { days: number; hours: number; minutes: number; seconds: number }

/** A duration left in whole days, hours, minutes and seconds, rounded down; nothing below zero. */
export function splitDuration(ms: number): Remaining {
  const total = Math.max(0, Math.floor(ms / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  }
}

/** How a screen reader hears the time left: '2 days, 5 hours, 10 minutes' (seconds only in the last minute). */
export function spokenDuration(ms: number): string {
  const { days, hours, minutes, seconds } = splitDuration(ms)
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  const parts = [
    days > 0 ? part(days, 'day') : '',
    days + hours > 0 ? part(hours, 'hour') : '',
    part(minutes, 'minute'),
  ].filter(Boolean)
  return days + hours + minutes > 0 ? parts.join(', ') : part(seconds, 'second')
}
