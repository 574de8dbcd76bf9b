import { describe, expect, it } from 'vitest'
import { nextProgress, PROGRESS } from './progress.ts'

describe('progress bar', () => {
  it('moves forward and stays below 90 % however long it runs', () => {
    let p = 0
    const seen: number[] = []
    for (let t = 0; t < PROGRESS.duration * 3; t += PROGRESS.tick) {
      p = nextProgress(p)
      seen.push(p)
    }
    expect(seen.every((v, i) => i === 0 || v >= (seen[i - 1] ?? 0))).toBe(true)
    expect(p).toBeLessThanOrEqual(0.9)
    expect(seen[PROGRESS.duration / PROGRESS.tick - 1]).toBeGreaterThan(0.8)
  })
})
