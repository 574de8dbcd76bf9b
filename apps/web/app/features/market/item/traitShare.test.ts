import { describe, expect, it } from 'vitest'
import { traitShare } from './traitShare.ts'

describe('traitShare', () => {
  it('gives whole percents for common traits and a tenth for rare ones', () => {
    expect(traitShare(1, 4)).toBe('25%')
    expect(traitShare(4, 4)).toBe('100%')
    expect(traitShare(1, 12)).toBe('8.3%')
    expect(traitShare(1, 200)).toBe('0.5%')
  })

  it('never rounds a trait that exists down to nothing', () => {
    expect(traitShare(1, 100_000)).toBe('<0.1%')
    expect(traitShare(1, 0)).toBe('')
  })
})
