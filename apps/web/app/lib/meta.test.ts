import { describe, expect, it } from 'vitest'
import { pageMeta } from './meta.ts'

describe('pageMeta', () => {
  it('cuts titles at 72 and descriptions at 300 characters with ...', () => {
    const tags = pageMeta({ title: 't'.repeat(80), description: 'd'.repeat(301) })
    const title = (tags[0] as { title: string }).title
    const description = (tags[1] as { content: string }).content
    expect(title.length).toBe(72)
    expect(title.endsWith('...')).toBe(true)
    expect(description.length).toBe(300)
    expect(description.endsWith('...')).toBe(true)
  })

  it('keeps short texts whole and mirrors them in the social tags', () => {
    const tags = pageMeta({ title: 'Terms of Service | KID', description: 'The rules.' })
    expect(tags).toContainEqual({ title: 'Terms of Service | KID' })
    expect(tags).toContainEqual({ property: 'og:description', content: 'The rules.' })
  })
})
