import { describe, expect, it } from 'vitest'
import { splitDuration, spokenDuration } from './countdown.ts'

const at = (days: number, hours: number, minutes: number, seconds: number) =>
  (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000

describe('auction countdown', () => {
  it('splits the time left into days, hours, minutes and whole seconds', () => {
    expect(splitDuration(at(2, 5, 10, 22) + 999)).toEqual({ days: 2, hours: 5, minutes: 10, seconds: 22 })
    expect(splitDuration(at(0, 23, 59, 59))).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 })
  })

  it('stops at zero once the end has passed', () => {
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })

  it('says the time left in words, the seconds only in the last minute', () => {
    expect(spokenDuration(at(1, 0, 5, 9))).toBe('1 day, 0 hours, 5 minutes')
    expect(spokenDuration(at(0, 2, 1, 0))).toBe('2 hours, 1 minute')
    expect(spokenDuration(at(0, 0, 0, 42))).toBe('42 seconds')
  })
})
