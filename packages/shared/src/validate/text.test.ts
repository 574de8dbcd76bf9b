import { describe, expect, it } from 'vitest'
import { lineText, multilineText } from './text.ts'

describe('free text fields', () => {
  it('keep one-line text to one line, without control characters', () => {
    const name = lineText(64, 'The name')
    expect(name.parse('  Dawn  ')).toBe('Dawn')
    for (const bad of ['a\nb', 'a\tb', 'a\u0000b', 'a\u001bb', 'a\u007fb'])
      expect(name.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(
        'The name must be one line of text.',
      )
    expect(name.safeParse('x'.repeat(65)).error?.issues[0]?.message).toBe(
      'The name can be at most 64 characters.',
    )
  })

  it('keep line breaks and tabs in multi-line text, and nothing else of the control characters', () => {
    const bio = multilineText(500, 'Your bio')
    expect(bio.parse('line 1\r\n\tline 2')).toBe('line 1\r\n\tline 2')
    for (const bad of ['a\u0000b', 'a\u0008b', 'a\u001bb', 'a\u007fb'])
      expect(bio.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(
        'Your bio cannot contain control characters.',
      )
  })
})
