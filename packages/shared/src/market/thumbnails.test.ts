import { describe, expect, it } from 'vitest'
import { pairedThumbnails, thumbnailPath, uploadThumbnails } from './thumbnails.ts'

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

describe('uploadThumbnails', () => {
  const sha = 'a'.repeat(64)
  it('finds the 300 and 600 px thumbnails beside an uploaded still picture', () => {
    expect(uploadThumbnails(`/uploads/2026/11/${sha}.png`)).toEqual({
      300: `/uploads/2026/11/${sha}.thumb300.webp`,
      600: `/uploads/2026/11/${sha}.thumb600.webp`,
    })
    expect(uploadThumbnails(`https://cdn.example/2026/11/${sha}.JPG`)?.[600]).toBe(
      `https://cdn.example/2026/11/${sha}.thumb600.webp`,
    )
  })

  it('has none for an animated GIF, a video or an address that is not an upload', () => {
    expect(uploadThumbnails(`/uploads/2026/11/${sha}.gif`)).toBeNull()
    expect(uploadThumbnails(`/uploads/2026/11/${sha}.mp4`)).toBeNull()
    expect(uploadThumbnails('https://example.com/banner.png')).toBeNull()
  })
})
