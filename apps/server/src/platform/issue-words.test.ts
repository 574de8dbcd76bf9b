import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { issueWords } from './issue-words.ts'

const wordsFor = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  if (result.success) throw new Error('expected a failure')
  return result.error.issues.map(issueWords)
}

describe('issueWords', () => {
  it("says zod's failures in plain words, never in zod's", () => {
    const schema = z
      .object({
        token: z.string(),
        slug: z.string().min(32),
        page: z.number().int().max(50),
        kind: z.enum(['image', 'video']),
        email: z.email(),
        ids: z.array(z.string()).min(1),
        price: z.number().gt(0),
      })
      .strict()
    const words = wordsFor(schema, {
      slug: 'abc',
      page: 99,
      kind: 'gif',
      email: 'no',
      ids: [],
      price: 0,
      extra: 1,
    })
    expect(words).toEqual([
      'it is missing.',
      'it needs at least 32 characters.',
      'it must be at most 50.',
      'it must be image or video.',
      'it is not an e-mail address.',
      'it needs at least 1 item.',
      'it must be more than 0.',
      'extra does not belong here.',
    ])
    for (const text of words) expect(text).not.toMatch(/expected|received|>=|<=|Invalid|Too /)
  })

  it('keeps the words a schema gives', () => {
    expect(wordsFor(z.string().min(4, { error: 'Names have 4 to 16 characters.' }), 'ab')).toEqual([
      'Names have 4 to 16 characters.',
    ])
  })

  it('says what kind of value a field wants', () => {
    expect(wordsFor(z.object({ n: z.number() }), { n: 'x' })).toEqual(['it should be a number.'])
  })
})
