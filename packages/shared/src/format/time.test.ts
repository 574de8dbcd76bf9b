import { describe, expect, it } from 'vitest'
import {
  formatDateTime,
  formatNoticeDate,
  formatShortDate,
  formatTimeAgo,
  formatTimeAgoMins,
  InvalidTimeError,
  MONTH_MS,
  toMillis,
} from './time.ts'

const S = 1000
const M = 60 * S
const H = 60 * M
const D = 24 * H
// 2024-03-07 09:05:03 UTC
const now = Date.UTC(2024, 2, 7, 9, 5, 3)
const before = (ms: number) => now - ms

describe('toMillis', () => {
  it('reads a 10-digit timestamp as seconds and longer ones as milliseconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000)
    expect(toMillis('1700000000')).toBe(1_700_000_000_000)
    expect(toMillis(1_700_000_000_000)).toBe(1_700_000_000_000)
    expect(toMillis(999_999_999)).toBe(999_999_999)
  })
  it('accepts dates and ISO strings and rejects garbage with a named error', () => {
    expect(toMillis(new Date(now))).toBe(now)
    expect(toMillis('2024-03-07T09:05:03Z')).toBe(now)
    expect(() => toMillis('yesterday')).toThrow(InvalidTimeError)
    expect(() => toMillis(Number.NaN)).toThrow(InvalidTimeError)
  })
})

describe('absolute dates', () => {
  it('formats the date display with zero padding, in UTC by default', () => {
    expect(formatDateTime(now)).toBe('Mar 07, 2024 09:05:03')
    expect(formatDateTime(Date.UTC(2023, 11, 31, 23, 59, 59))).toBe('Dec 31, 2023 23:59:59')
  })
  it('moves across midnight when an offset is passed', () => {
    const lateEvening = Date.UTC(2023, 11, 31, 23, 30, 0)
    expect(formatDateTime(lateEvening, { offsetMinutes: 60 })).toBe('Jan 01, 2024 00:30:00')
    expect(formatNoticeDate(lateEvening, { offsetMinutes: -30 })).toBe('Dec, 31 2023')
  })
  it('formats the notification date and the short date as the spec writes them', () => {
    expect(formatNoticeDate(now)).toBe('Mar, 07 2024')
    expect(formatShortDate(now)).toBe('Mar 07,2024')
    expect(formatShortDate(1_709_802_303)).toBe('Mar 07,2024')
  })
})

describe('formatTimeAgo (form 1)', () => {
  it.each([
    [0, '1 second ago'],
    [999, '1 second ago'],
    [1 * S, '1 second ago'],
    [2 * S, '2 seconds ago'],
    [59 * S, '59 seconds ago'],
    [60 * S, '1 minute ago'],
    [59 * M + 59 * S, '59 minutes ago'],
    [60 * M, '1 hour ago'],
    [2 * H, '2 hours ago'],
    [24 * H - 1, '23 hours ago'],
    [24 * H, '1 day ago'],
    [29 * D, '29 days ago'],
    [MONTH_MS - 1, '29 days ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(formatTimeAgo(before(ms), { now })).toBe(text)
  })
  it('shows the short date from one month on, and treats the future as just now', () => {
    expect(formatTimeAgo(before(MONTH_MS), { now })).toBe('Feb 06,2024')
    expect(formatTimeAgo(now + 5 * M, { now })).toBe('1 second ago')
  })
  it('reads 10-digit inputs as seconds', () => {
    expect(formatTimeAgo(Math.floor(before(3 * H) / S), { now })).toBe('3 hours ago')
  })
})

describe('formatTimeAgoMins (form 2)', () => {
  it.each([
    [0, '1 min ago'],
    [59 * S, '1 min ago'],
    [2 * M, '2 mins ago'],
    [60 * M - 1, '59 mins ago'],
    [60 * M, '1 hour ago'],
    [24 * H - 1, '23 hours ago'],
    [24 * H, '1 day ago'],
    [MONTH_MS - 1, '29 days ago'],
    [MONTH_MS, '1 month ago'],
    [2 * MONTH_MS - 1, '1 month ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(formatTimeAgoMins(before(ms), { now })).toBe(text)
  })
  it('shows the full date display from two months on', () => {
    expect(formatTimeAgoMins(before(2 * MONTH_MS), { now })).toBe('Jan 07, 2024 09:05:03')
  })
})
