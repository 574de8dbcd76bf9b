import { describe, expect, it } from 'vitest'
import { pairedThumbnails, thumbnailPath } from './thumbnails.ts'

const base = `/uploads/2026/11/${'a'.repeat(64)}`

describe('pairedThumbnails', () => {
  it('finds the 600 px copy of a 300 px thumbnail', () => {
    expect(pairedThumbnails(thumbnailPath(base, 300))).toEqual({
      300: `${base}.thumb300.webp`,
      600: `${base}.thumb600.webp`,
    })
  })

  it('has none for a thumbnail made before the 600 px copy, nor for other pictures', () => {
    expect(pairedThumbnails(`${base}.thumb.webp`)).toBeNull()
    expect(pairedThumbnails(`${base}.png`)).toBeNull()
    expect(pairedThumbnails('')).toBeNull()
  })
})
