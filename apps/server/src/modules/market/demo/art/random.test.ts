import { describe, expect, it } from 'vitest'
import { randomOf } from './random.ts'

const draws = (seed: string) => {
  const random = randomOf(seed)
  return Array.from({ length: 5 }, () => random.next())
}

describe('randomOf', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    expect(draws('a')).toEqual(draws('a'))
    expect(draws('a')).not.toEqual(draws('b'))
    expect(draws('a').every((n) => n >= 0 && n < 1)).toBe(true)
  })

  it('forks a sequence that does not depend on what was drawn before', () => {
    const [fresh, used] = [randomOf('a'), randomOf('a')]
    used.next()
    expect(fresh.fork('x').next()).toBe(used.fork('x').next())
    expect(fresh.fork('x').next()).not.toBe(fresh.fork('y').next())
  })

  it('keeps integers within both bounds and picks by weight', () => {
    const random = randomOf('bounds')
    const ints = Array.from({ length: 500 }, () => random.int(2, 4))
    expect(new Set(ints)).toEqual(new Set([2, 3, 4]))
    const picks = Array.from({ length: 500 }, () =>
      random.weighted([
        ['rare', 1],
        ['common', 99],
      ] as const),
    )
    expect(picks.filter((p) => p === 'rare').length).toBeLessThan(25)
  })
})
