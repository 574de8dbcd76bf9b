import { describe, expect, it } from 'vitest'
import { cutText, DESCRIPTION_MAX_LENGTH, metaDescription, metaTitle, TITLE_MAX_LENGTH } from './meta.ts'

describe('metaTitle', () => {
  it('keeps 72 characters whole and cuts 73 to exactly 72 ending in ...', () => {
    expect(TITLE_MAX_LENGTH).toBe(72)
    const fits = 'a'.repeat(72)
    expect(metaTitle(fits)).toBe(fits)
    const cut = metaTitle(`${'b'.repeat(72)}c`)
    expect(cut).toHaveLength(72)
    expect(cut).toBe(`${'b'.repeat(69)}...`)
  })
  it('trims before measuring', () => {
    expect(metaTitle(`  ${'a'.repeat(72)}  `)).toBe('a'.repeat(72))
  })
})

describe('metaDescription', () => {
  it('keeps 300 characters whole and cuts 301 to 300', () => {
    expect(DESCRIPTION_MAX_LENGTH).toBe(300)
    expect(metaDescription('d'.repeat(300))).toBe('d'.repeat(300))
    expect(metaDescription('d'.repeat(301))).toBe(`${'d'.repeat(297)}...`)
  })
  it('folds line breaks into single spaces', () => {
    expect(metaDescription('first line\n\n  second line\n')).toBe('first line second line')
  })
})

describe('cutText', () => {
  it('never splits a character made of two code units', () => {
    const emoji = '😀'.repeat(10)
    expect(cutText(emoji, 10)).toBe(emoji)
    expect(cutText(emoji, 6)).toBe('😀😀😀...')
  })
})
