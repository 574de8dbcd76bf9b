import { describe, expect, it } from 'vitest'
import { cardPicture, fullPicture } from './itemPicture.ts'

const file = `/uploads/2026/11/${'a'.repeat(64)}`
const other = `/uploads/2026/11/${'b'.repeat(64)}`
const pair = `${file}.thumb300.webp 300w, ${file}.thumb600.webp 600w`

describe('cardPicture', () => {
  it('offers both thumbnails of an upload that has them', () => {
    expect(cardPicture(`${file}.png`, `${file}.thumb300.webp`)).toEqual({
      src: `${file}.thumb300.webp`,
      srcSet: pair,
    })
  })

  it('shows an older single thumbnail, or the media when there is none, as it is', () => {
    expect(cardPicture(`${file}.png`, `${file}.thumb.webp`)).toEqual({ src: `${file}.thumb.webp` })
    expect(cardPicture(`${file}.png`, '')).toEqual({ src: `${file}.png` })
  })
})

describe('fullPicture', () => {
  it('is the original, with its own thumbnails for smaller screens', () => {
    expect(fullPicture(`${file}.png`, `${file}.thumb300.webp`)).toEqual({
      src: `${file}.png`,
      srcSet: `${pair}, ${file}.png 1200w`,
    })
  })

  it('is the original alone when the thumbnails are older or of another file', () => {
    expect(fullPicture(`${file}.png`, `${file}.thumb.webp`)).toEqual({ src: `${file}.png` })
    expect(fullPicture(`${file}.png`, `${other}.thumb300.webp`)).toEqual({ src: `${file}.png` })
    expect(fullPicture(`${file}.png`, '')).toEqual({ src: `${file}.png` })
  })
})
