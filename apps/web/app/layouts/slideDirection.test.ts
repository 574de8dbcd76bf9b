import { describe, expect, it } from 'vitest'
import { slideDirection } from './slideDirection.ts'

describe('slideDirection', () => {
  it('does not slide the first page, slides left to new pages and right back to seen ones', () => {
    const visited = new Set<string>()
    expect(slideDirection('a', visited, true)).toBe('none')
    expect(slideDirection('b', visited, false)).toBe('forward')
    expect(slideDirection('c', visited, false)).toBe('forward')
    expect(slideDirection('b', visited, false)).toBe('back')
    expect(slideDirection('a', visited, false)).toBe('back')
  })
})
